/** The wizard's texts: the spec's Chinese verbatim where it gives it (001 §2, §5), natural Chinese for its glosses. */
export const guideTexts = {
  banner: '欢迎使用省智慧党建社区服务平台',
  bannerNote: '请按以下步骤完成社区初始化',
  titles: ['核对账号信息', '完善基本信息', '标绘社区范围', '编辑网格信息'],
  username: '账号',
  phone: '手机号',
  community: '所属社区',
  tel: '客服电话',
  telFailed: '二维码获取失败',
  wrongInfo: '如信息有误，请联系客服修改：',
  confirmNext: '确认，下一步',
  prev: '上一步',
  next: '下一步',
  finish: '完成',
  saveFirst: '是否保存当前信息？',
  saveAndGo: '保存并跳转',
  goWithoutSaving: '不保存直接跳转',
  drawAtLeastOne: '至少绘制一处网格',
  completeGrids: '请先完善网格信息!',
  noGrids: '本社区还没有网格，请先新增网格',
  doneTitle: '您现在可以进入并使用系统了',
  enter: '进入系统',
};

export const stepTitle = (i: number) => `[${i + 1}/4] ${guideTexts.titles[i]}`;
