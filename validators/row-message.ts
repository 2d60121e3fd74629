/**
 * The sentence naming a bad cell of a detail table, the same in the browser and in the server's answer:
 * 采购明细第3行「数量」：须大于0. A message that already names the column goes without the mark, so it is not said
 * twice (第3行：数量不能为空, not 第3行「数量」：数量不能为空).
 */
export function rowProblemText(row: number, title: string | undefined, message: string, table = ''): string {
  const where = `${table}第${row}行`;
  return !title || message.includes(title) ? `${where}：${message}` : `${where}「${title}」：${message}`;
}
