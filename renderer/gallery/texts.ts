/** Texts of the widget gallery (/test/home). */
export const galleryTexts = {
  title: '组件示例',
  all: '全部组件',
  field: '字段组件',
  screen: '页面功能',
  currentValue: '当前值',
  schema: '配置（schema）',
  renderFailed: '示例渲染失败',
  notFound: (name: string) => `没有名为 ${name} 的组件示例`,
  intro: '每个已注册的字段组件和页面功能，按 schemas/gallery 中的示例配置展示；数据来自浏览器内的演示数据，不访问服务器。',
};
