export const filePopupTexts = {
  title: '文件',
  empty: '未上传任何文件',
  count: (n: number) => `${n} 个文件`,
};
