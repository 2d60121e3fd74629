/**
 * The @ant-design/icons export a stored icon name stands for. Menus store antd 3 style types ("dashboard",
 * "file-text", shown as the Outlined variant) or a full export name ("HomeFilled", "home-filled").
 */
export function iconExportName(name: string): string {
  const pascal = name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
  return /(Outlined|Filled|TwoTone)$/.test(pascal) ? pascal : `${pascal}Outlined`;
}
