/** Texts of the picker dialogs (popup report, business select). Spec texts verbatim, JeecgBoot's where it is silent. */
export const pickerTexts = {
  expand: '展开',
  collapse: '收起',
  from: '最小值',
  to: '最大值',
  selected: (n: number) => `已选择 ${n} 项`,
  clearSelection: '清空',
  clear: '清空',
  choose: '选择',
  selectedPanel: (name: string, n: number) => `已选${name} ${n}`,
  popupMisconfigured: 'popup参数未正确配置!',
  popupCountMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  pickOne: '请选择一条记录',
  popupLoadFailed: 'Popup初始化失败，请检查你的配置或稍后重试！',
  bizMisconfigured: '业务组件参数未正确配置：需要 api 和 columns',
};
