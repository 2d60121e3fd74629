export const divisionTexts = {
  title: '选择行政区划',
  search: '请输入行政区划名称',
  placeholder: '请选择行政区划',
  noMatch: '没有名称包含该内容的行政区划',
};
