export const areaTexts = {
  placeholder: '请选择省 / 市 / 区',
  levels: ['请选择省', '请选择市', '请选择区'],
  badType: (type: string) => `AreaSelect 的 type 配置错误：只能是 cascader 或 select，当前为 "${type}"`,
};
