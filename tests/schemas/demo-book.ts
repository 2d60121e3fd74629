import fs from 'node:fs';
import path from 'node:path';

/** The throwaway entity of the configurator tests: what a user of the configurator writes, nothing more. */
export const DEMO = { screenId: 'demo-book-list', api: '/DemoBookController', menuPath: '/demo/books' };

const entity = {
  $id: 'demoBook',
  title: '图书',
  type: 'object',
  additionalProperties: false,
  'x-entity': { table: 't_demo_book', api: DEMO.api, permission: 'demoBook' },
  required: ['bookName'],
  properties: {
    bookName: { type: 'string', title: '书名', maxLength: 50, 'x-query': 'like' },
    isbn: { type: 'string', title: 'ISBN', maxLength: 13, pattern: '^\\d{13}$', 'x-messages': { pattern: 'ISBN为13位数字' } },
    bookType: { type: 'string', title: '类别', maxLength: 10, 'x-dict': 'DIC_GRID_TYPE' },
    shelf: { type: 'integer', title: '书架号', minimum: 1, maximum: 99 },
  },
};

const screen = {
  $schema: '../meta/screen.schema.json',
  id: DEMO.screenId,
  type: 'list',
  entity: 'demoBook',
  title: '图书列表',
  query: ['bookName'],
  columns: [{ name: 'bookName', sorter: true }, 'isbn', 'bookType', 'shelf'],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'detail', 'delete'],
  form: { width: 800, columns: 2, fields: ['bookName', 'isbn', 'bookType', 'shelf'] },
};

const menu = {
  name: '演示',
  path: '/demo',
  icon: 'book',
  children: [
    {
      name: '图书列表',
      path: DEMO.menuPath,
      component: `schema/${DEMO.screenId}`,
      perms: 'demoBook:list',
      buttons: [
        { name: '新增', perms: 'demoBook:add' },
        { name: '编辑', perms: 'demoBook:edit' },
        { name: '删除', perms: 'demoBook:delete' },
      ],
    },
  ],
};

/** Writes the three files into a copy of schemas/: an entity file, a screen file and a menu entry. */
export function addDemoBook(schemaDir: string): void {
  fs.writeFileSync(path.join(schemaDir, 'entities', 't-demo-book.json'), JSON.stringify(entity, null, 2));
  fs.writeFileSync(path.join(schemaDir, 'screens', `${DEMO.screenId}.json`), JSON.stringify(screen, null, 2));
  const menusFile = path.join(schemaDir, 'menus.json');
  const menus = JSON.parse(fs.readFileSync(menusFile, 'utf8')) as unknown[];
  fs.writeFileSync(menusFile, JSON.stringify([...menus, menu], null, 2));
}
