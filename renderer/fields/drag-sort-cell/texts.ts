export const dragSortTexts = {
  menu: '行操作',
  moveUp: '上移',
  moveDown: '下移',
  insert: '插入一行',
};
