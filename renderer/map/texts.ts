/** Interface texts of the maps. Spec texts verbatim (001, 002 §2.11); where the spec gives a gloss, natural Chinese. */
export const mapTexts = {
  back: '返回',
  ok: '确定',
  searchAddress: '搜索地址',
  lookupFailed: '获取位置失败',
  noPlace: '未找到相关地点',
  drawPointFirst: '请绘制点!',
  vector: '矢量',
  satellite: '影像',
  noBaseMap: '未配置底图，仅显示区域图层',
  baseMapFailed: '底图加载失败，仅显示区域图层',
  longitude: '经度',
  latitude: '纬度',
  pickPoint: '选择位置',
  pickPointTitle: '地址坐标',
  clickToPlace: '在地图上点击放置位置点',
  saved: '保存成功！',
};
