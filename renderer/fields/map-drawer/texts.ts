/**
 * Texts of the drawing screen. 001 §2 step 3 names the controls (返回, 搜索地址, 网格列表, 设置, 回退, 放弃, 确定
 * verbatim; the others as natural Chinese for the gloss); 002 §2.11 the overlap dialog (未获取到区域名称 verbatim).
 */
import { WARNING_TEXTS } from '@shared/geo';
import type { DrawWarning } from './drawing-doc';

export const drawerTexts = {
  showParent: '显示上级',
  showSameLevel: '显示同级',
  showChildren: '显示下级',
  gridList: '网格列表',
  overlapListTitle: '重叠网格',
  noOverlap: '没有与本区域重叠的网格',
  selectAll: '全选',
  delete: '删除',
  color: '颜色',
  drawArea: '绘制区域',
  hollow: '挖空区域',
  drawPoint: '绘制点',
  editArea: '编辑区域',
  deleteSelected: '删除选中',
  clear: '清空',
  reset: '重置',
  display: '显示设置',
  showNames: '显示名称',
  showPoint: '显示点位',
  settings: '设置',
  snap: '吸附距离',
  autoClose: '自动闭合',
  insideSameLevel: '允许在同级区域内绘制',
  undoPoint: '回退',
  abandon: '放弃',
  ok: '确定',
  cancel: '取消',
  undo: '撤销',
  redo: '重做',
  overlapTitle: '重叠区域处理',
  overlapWith: (name: string) => `与${name}存在重叠区域，请选择处理方式`,
  noRegionName: '未获取到区域名称',
  clipMe: '裁剪我',
  coexist: '共存',
  cutConfirm: '确认裁剪选中区域？',
  cutConfirmTitle: '裁剪',
  nothingSelected: '请先选择要删除的区域或点',
  noShape: '请先绘制图形',
  parentNotDrawn: '上级区域尚未标绘，绘制范围不受上级限制',
  readOnly: '无权标绘该区域，仅可查看',
  saved: '保存成功！',
  loadFailed: '地图数据加载失败',
  retry: '重新加载',
  editHint: '拖动顶点修改形状，拖动边中点添加顶点，右键顶点删除；完成后点击“确定”或再次点击“编辑区域”',
  editHintHosted: '拖动顶点修改形状，拖动边中点添加顶点，右键顶点删除；完成后再次点击“编辑区域”',
  drawHint: '单击添加顶点，双击完成；Esc 放弃，Backspace 回退',
};

const POINT_OUTSIDE = '请在已绘制的区域内绘制点';

export const warningText = (w: DrawWarning): string => (w === 'pointOutside' ? POINT_OUTSIDE : WARNING_TEXTS[w]);
