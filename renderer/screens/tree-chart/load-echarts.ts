/** echarts with only the tree series, the tooltip and the SVG renderer, fetched on first use (a lazy chunk). */
export async function loadTreeEcharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([charts.TreeChart, components.TooltipComponent, renderers.SVGRenderer]);
  return core;
}
