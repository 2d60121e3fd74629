/** The words of the process diagram. */
export const diagramTexts = {
  start: '开始',
  finished: '办结',
  withdrawn: '已撤回',
  startEdge: '发起',
  hours: (h: number) => `时限 ${h} 小时`,
  notOpen: (names: string) => `未开通：${names}`,
  loading: '正在加载流程图…',
  loadFailed: '流程图加载失败',
  notFound: (key: string) => `流程“${key}”不存在`,
  noProcess: '未指定流程',
  legendCurrent: '当前节点',
  legendVisited: '已经过',
  legendIdle: '未经过',
  diagramOf: (name: string) => `流程图：${name}`,
};
