/**
 * GENERATED FILE: do not edit. Source: schemas/meta/*.schema.json (scripts/gen-meta-types.ts).
 * Regenerate with `npm run gen`; `npm run check:gen` (part of npm test) fails when this file is out of date.
 */

/**
 * A figure or a grouped series over one entity (schemas/aggregates/<id>.json), served by GET /dashboard/aggregate/{id} with the caller's permission and region scope. Names entity columns only, never SQL.
 */
export interface AggregateQuery {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name.
   */
  id: string;
  /**
   * Name of the figure or series, shown as the widget title when the widget gives none.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * $id of the entity; its regionScope applies to every caller but an administrator.
   */
  entity: string;
  /**
   * Permission code needed (event:list), or "user".
   */
  permission: string;
  measure: AggregateMeasure;
  groupBy?: AggregateGroupBy;
  /**
   * Fixed conditions every row counted must match (bound values, besides the region scope).
   *
   * @maxItems 20
   */
  filters?: AggregateFilter[];
  /**
   * What the client may send: <field> (single) or <field>_begin / <field>_end (range). Anything else is refused.
   *
   * @maxItems 10
   */
  params?: AggregateParam[];
  /**
   * Order of a series: key (by group key) or valueDesc (largest value first).
   */
  order?: "key" | "valueDesc";
  /**
   * At most this many groups (after ordering).
   */
  limit?: number;
}

/**
 * One fixed condition on a property.
 */
export interface AggregateFilter {
  /**
   * Entity property the condition tests.
   */
  field: string;
  /**
   * Default eq.
   */
  rule?: "eq" | "ne" | "in" | "notIn" | "gt" | "ge" | "lt" | "le" | "empty" | "notEmpty";
  /**
   * Value compared (a list for in and notIn); not used by empty and notEmpty.
   */
  value?: (string | number) | (string | number)[];
}

/**
 * What is computed: a row count, a sum or average of a number property, a share of rows in percent, or average hours between two date-times.
 */
export type AggregateMeasure =
  | {
      /**
       * count: the number of matching rows.
       */
      fn: "count";
    }
  | {
      /**
       * sum or avg of the number property field over the matching rows.
       */
      fn: "sum" | "avg";
      /**
       * Number property summed or averaged.
       */
      field: string;
    }
  | {
      /**
       * ratio: the share of the matching rows that also match where, in percent.
       */
      fn: "ratio";
      /**
       * Filters a row must match to count in the share.
       *
       * @minItems 1
       * @maxItems 20
       */
      where: AggregateFilter[];
    }
  | {
      /**
       * avgHours: the average hours between the date-time properties from and to.
       */
      fn: "avgHours";
      /**
       * Date-time property where each duration starts.
       */
      from: string;
      /**
       * Date-time property where each duration ends; rows without it are left out.
       */
      to: string;
    };

/**
 * Makes a series instead of one figure: one value per distinct value, per month or day, or per region at a level.
 */
export type AggregateGroupBy =
  | {
      /**
       * Property whose distinct values make the groups (dictionary values are labelled with their texts).
       */
      field: string;
      /**
       * value: one group per distinct value.
       */
      by?: "value";
    }
  | {
      /**
       * Date or date-time property bucketed by month or day.
       */
      field: string;
      /**
       * month or day: one group per calendar month or day.
       */
      by: "month" | "day";
      /**
       * Only the last N months or days up to today, empty buckets included.
       */
      last?: number;
    }
  | {
      /**
       * Region-code property grouped by the region it lies in.
       */
      field: string;
      /**
       * region: one group per region at level, labelled with its name.
       */
      by: "region";
      /**
       * Region level of the groups (province 2 digits … grid 15 digits).
       */
      level: "province" | "city" | "district" | "street" | "community" | "grid";
    };

export interface AggregateParam {
  /**
   * Property the client may filter on.
   */
  field: string;
  /**
   * single: the client sends <field>; range: <field>_begin and <field>_end.
   */
  mode?: "single" | "range";
}

/**
 * A dictionary of schemas/dicts, seeded into sys_dict and sys_dict_item.
 */
export interface Dictionary {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Code screens and entities name in x-dict and dictCode; unique.
   */
  dictCode: string;
  /**
   * Name shown in 数据字典.
   */
  dictName: string;
  /**
   * A note shown beside the dictionary in 数据字典.
   */
  description?: string;
  /**
   * The items in display order: the stored value and the text users see.
   *
   * @minItems 1
   */
  items: {
    /**
     * Stored value of the item (what the data holds).
     */
    value: string;
    /**
     * Text users see for the value.
     */
    text: string;
    /**
     * A note on the item, shown in 数据字典.
     */
    description?: string;
  }[];
}

/**
 * The x-component-props of an EditableTable (JeecgBoot JVxeTable style, widgets spec "Entities and their fields") as the table takes them: every column an object with its key and title. A form node writes them as node props; a detail table's node may leave out what the detail entity gives.
 */
export type EditableTableProps = EditableTableOptions & {
  /**
   * The columns, left to right.
   */
  columns: EditableTableColumn[];
};

/**
 * x-component-props of a form node showing an editable table, as a screen writes them. In a detail table (a node named after an x-entity.details property) columns may be property names or leave out what the detail entity gives (title, type, dictCode, validateRules, defaultValue, disabled), and without columns every property a user fills in is a column; any other table needs what Editable table props says.
 */
export type EditableTableNodeProps = EditableTableOptions & {
  /**
   * The columns, left to right: column objects, or in a detail table also property names.
   */
  columns?: (string | EditableTableColumnOptions)[];
};

/**
 * The options of the table besides its columns, the same in every editable table.
 */
export interface EditableTableOptions {
  /**
   * The columns: Editable table props and Editable table node props say their form.
   */
  columns?: unknown;
  /**
   * Shows a # column with the row number.
   */
  rowNumber?: boolean;
  /**
   * Row selection: checkbox (with select-all in the header), radio, or false for none; 删除 deletes the selected rows.
   */
  rowSelection?: "checkbox" | "radio" | false;
  /**
   * Shows a sort column: a drag handle and a row menu of 上移, 下移, 插入一行 and 删除.
   */
  dragSort?: boolean;
  /**
   * Toolbar buttons: add (新增, with its add-row settings) and batch_delete (删除 of the selected rows); [] hides the toolbar.
   */
  toolbar?: ("add" | "batch_delete")[];
  /**
   * Permission prefix: a button shows only when the user has <authPrefix>add or <authPrefix>batch_delete.
   */
  authPrefix?: string;
  /**
   * Height of the scrolling box in px (widgets spec "Business constants and limits").
   */
  maxHeight?: number;
  /**
   * Height of every row in px (widgets spec "Business constants and limits"); the virtual body relies on it.
   */
  rowHeight?: number;
  /**
   * Starting add-row settings before the user changes them in the popover beside 新增 (kept per table in local storage).
   */
  addRowSettings?: AddRowSettings;
  /**
   * 插入一行 closer than this many milliseconds to the last one is ignored (widgets spec "States and transitions").
   */
  insertThrottleMs?: number;
  /**
   * Further fields of each row, edited in a popover opened from the row number.
   */
  subForm?: EditableTableSubForm;
  /**
   * Local-storage key of the add-row settings (default: the field's address).
   */
  storageKey?: string;
  /**
   * No toolbar, no sort handle, every editor disabled (also when the field is disabled, read-only or read-pretty).
   */
  disabled?: boolean;
  /**
   * Shares the rows live with the other users editing the same record: row changes and row locks (widgets spec "States and transitions").
   */
  shared?: boolean;
  /**
   * Entity ($id) of the record a shared table belongs to (a detail table gets its form's entity).
   */
  sharedEntity?: string;
  /**
   * The form field holding the key of the record a shared table belongs to.
   */
  sharedIdField?: string;
}

/**
 * One column as a form node writes it: key and its options; title may be left out only in a detail table, which takes the property's.
 */
export interface EditableTableColumnOptions {
  /**
   * The row property the column edits (in a detail table, a property of the detail entity).
   */
  key: string;
  /**
   * Header text; it also names the column in messages.
   */
  title?: string;
  /**
   * The cell editor: input, textarea, number (a signed decimal, or null), select or selectMultiple of options (several comma-joined), dict (DictSelect of dictCode), date / datetime / time (text YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss; props.format changes it), checkbox or switch (props.customValue [on, off], default ["Y", "N"]), radio of options, file or image (an upload cell storing the path), popup (PopupReport), depart, user, area (DepartSelect, UserSelect, AreaSelect), biz (BizSelect: a row of another entity, see fill), progress (read-only bar) or hidden (not shown, value kept).
   */
  type?:
    | "input"
    | "textarea"
    | "number"
    | "select"
    | "selectMultiple"
    | "dict"
    | "date"
    | "datetime"
    | "time"
    | "checkbox"
    | "radio"
    | "switch"
    | "file"
    | "image"
    | "popup"
    | "depart"
    | "user"
    | "area"
    | "biz"
    | "progress"
    | "hidden";
  /**
   * Column width in px.
   */
  width?: number;
  /**
   * Checks of each cell, run as it changes and on submit; in a detail table they replace the ones the entity gives.
   */
  validateRules?: EditableTableRule[];
  /**
   * Dictionary of a dict column.
   */
  dictCode?: string;
  /**
   * Choices of a select, selectMultiple or radio column.
   *
   * Items: One choice.
   */
  options?: {
    /**
     * Text shown for the choice.
     */
    label: string;
    /**
     * Value stored for the choice.
     */
    value: string | number;
  }[];
  /**
   * Footer lines 合计 and 平均 of the column's numeric cells (blank cells skipped).
   */
  statistics?: ("sum" | "average")[];
  /**
   * Value of the column in a new row.
   */
  defaultValue?: unknown;
  /**
   * The column's editor is disabled.
   */
  disabled?: boolean;
  /**
   * Placeholder of the editor.
   */
  placeholder?: string;
  /**
   * Props handed to the cell editor by type: format of a date cell, customValue of a checkbox, maxCount, biz, accept, maxSizeMb and valueMode of an upload cell, a picker's options (BizSelect's api, columns, displayKey…).
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * Only on a biz column: other cells of the row set from the picked row, column key -> property of the picked row.
   */
  fill?: {
    [k: string]: string;
  };
}

/**
 * One column as the table takes it: a column object with its title.
 */
export type EditableTableColumn = EditableTableColumnOptions & {
  /**
   * Header text; it also names the column in messages.
   */
  title: string;
};

/**
 * One check of a column's cells: required, a pattern, or unique within the table; message replaces the built-in {title}不能为空, {title}格式不正确 or {title}不能重复.
 */
export interface EditableTableRule {
  /**
   * The cell must be filled.
   */
  required?: boolean;
  /**
   * A preset code of the widgets spec "Validation rules" (validators/presets.ts: *, n6-16, *6-16, s6-18, url, e, m, p, s, n, z, money; only means unique) or a regular expression, plain or as /…/flags.
   */
  pattern?: string;
  /**
   * No two rows may hold the same value in this column.
   */
  unique?: boolean;
  /**
   * Message shown instead of the built-in one.
   */
  message?: string;
}

/**
 * How 新增 adds rows: how many, where, and whether the table then scrolls to the bottom.
 */
export interface AddRowSettings {
  /**
   * Rows added per 新增.
   */
  count?: number;
  /**
   * Where the new rows go: at the start or the end.
   */
  position?: "start" | "end";
  /**
   * Scrolls to the bottom after adding at the end.
   */
  scrollToBottom?: boolean;
}

/**
 * A popover below a row, opened by the button beside its row number, with further fields of the row; they are not shown in the grid and are checked with the row on submit.
 */
export interface EditableTableSubForm {
  /**
   * Title of the popover.
   */
  title?: string;
  /**
   * The row's further fields, as columns with a title.
   *
   * @minItems 1
   */
  columns: EditableTableColumn[];
}

/**
 * An entity of schemas/entities: one JSON Schema that makes the table, validates add/edit on both sides, generates the types and gives forms their titles and rules (src/shared/entity-meta.ts).
 */
export interface EntitySchema {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Entity id, unique: screens, x-ref, x-pick and details name it.
   */
  $id: string;
  /**
   * Name of the entity in messages, exports and generated types.
   */
  title: string;
  /**
   * A note for configurators, kept in the generated types.
   */
  description?: string;
  /**
   * Always object.
   */
  type: "object";
  /**
   * Always false: a write carrying an unknown property is refused.
   */
  additionalProperties?: false;
  /**
   * Properties every add and edit must carry (form fields become required).
   *
   * Items: A property name: a lower-case letter, then letters and digits.
   */
  required?: string[];
  /**
   * The columns: property name -> its type, title, checks and x- keywords.
   */
  properties: {
    [k: string]: PropertySchema;
  };
  /**
   * Table, routes, permission, scope, order and other options of the entity as a whole.
   */
  "x-entity": EntityMeta;
}

/**
 * The x-entity options: table, routes, permission, scope, order, trees, details and checks across rows.
 */
export interface EntityMeta {
  /**
   * Database table name (snake_case), created and widened at start.
   */
  table: string;
  /**
   * Base path of the generic CRUD routes (<api>/list, /add, /edit…); without it the entity has no generic routes.
   */
  api?: string;
  /**
   * Prefix of the permission codes the generic routes need (<permission>:list, :add, :edit, :delete, :exportXls, :importExcel).
   */
  permission?: string;
  /**
   * Which generic routes exist (default all); a screen never shows an action whose route is missing.
   */
  crud?: ("list" | "add" | "edit" | "queryById" | "delete" | "deleteBatch" | "exportXls" | "importExcel")[];
  /**
   * Other names of generic routes (route name -> action), as the original pages call them.
   */
  aliases?: {
    [k: string]: "list" | "add" | "edit" | "queryById" | "delete" | "deleteBatch" | "exportXls" | "importExcel";
  };
  /**
   * Property holding the region code that limits every caller to rows in their region subtree.
   */
  regionScope?: string;
  /**
   * Property holding a user id: the generic list shows each caller only the rows holding their own id (no other generic route is served).
   */
  owner?: string;
  /**
   * Default order property of lists.
   */
  orderBy?: string;
  /**
   * Direction of orderBy.
   */
  order?: "asc" | "desc";
  /**
   * Properties that order rows equal in orderBy; a column the user sorts by comes first, and orderBy with these breaks its ties, in its direction, before the key. A named x-pick sorts by the picked row's name.
   *
   * @minItems 1
   *
   * Items: A property name: a lower-case letter, then letters and digits.
   */
  thenBy?: string[];
  /**
   * Extra database indexes, each a list of properties.
   */
  indexes?: string[][];
  /**
   * Unique constraints, each a list of properties; a duplicate add or edit is refused with the property's x-messages.unique or a generic message.
   */
  unique?: string[][];
  /**
   * Row counts per combination of these properties, kept exact by database triggers; the dashboards' count queries use them when every property they name is one of a rollup's (docs/configurators.md: Dashboard rollups).
   */
  rollups?: string[][];
  /**
   * Adds the audit columns of schemas/common/audit.json (id, createBy, createTime, updateBy, updateTime).
   */
  audit?: boolean;
  /**
   * Rows belong to the writer's tenant (a read-only tenantId column is added): every generic read and write is limited to the caller's tenant; rows without a tenant are shared.
   */
  tenantScope?: boolean;
  /**
   * Readable by dictionary lookups, tree data and duplicate checks by table name (default: whether the entity has an api).
   */
  lookup?: boolean;
  /**
   * Whether the data rules of <permission>:list name this entity (default true). false on an entity sharing its permission with the entity its menu lists (部门角色 with 部门): a rule then names that one entity, and its columns are that entity's.
   */
  dataRules?: boolean;
  /**
   * Who may read x-lookup fields by table name: holders of <permission>:list (default), or every user (reference data).
   */
  lookupRead?: "list" | "user";
  /**
   * field must equal the first `length` characters of `of` (a grid's community is its code's first 12 digits).
   */
  prefixRules?: {
    /**
     * Property that must equal the prefix.
     */
    field: string;
    /**
     * Property whose first length characters field must equal.
     */
    of: string;
    /**
     * Number of leading characters compared.
     */
    length: number;
    /**
     * Message of the refusal.
     */
    message: string;
  }[];
  /**
   * The rows form a tree through parent (another row's key, or root at the top); the server keeps it a tree, and a scoped caller's top level also lists rows whose parent lies outside their scope. A row without a parent (null) is at the top too.
   */
  tree?: {
    /**
     * Property holding the parent row's key.
     */
    parent: string;
    /**
     * Parent value of the top rows.
     */
    root: string;
    /**
     * The property parent refers to (default the primary key): a region's parentCode holds the parent's regionCode.
     */
    key?: string;
  };
  /**
   * field is stored empty whenever the property `if` holds one of `equals` (party organisation category 4 has no code).
   */
  clearWhen?: {
    /**
     * Property stored empty when the condition holds.
     */
    field: string;
    /**
     * Property tested.
     */
    if: string;
    /**
     * Values of if that clear field.
     *
     * @minItems 1
     */
    equals: string[];
  }[];
  /**
   * field must hold no value that `property` of the entity `entity` holds; refused with `message`.
   */
  uniqueAcross?: {
    /**
     * Property of this entity whose value must be free.
     */
    field: string;
    /**
     * $id of the other entity.
     */
    entity: string;
    /**
     * Property of the other entity compared.
     */
    property: string;
    /**
     * Message of the refusal.
     */
    message: string;
  }[];
  /**
   * Each add starts an instance of the process definition schemas/workflows/<process>.json in the same transaction.
   */
  process?: string;
  /**
   * Detail tables saved with each row (master-detail): property (not a column) holds the rows of entity whose foreignKey holds this row's key; read by queryById, saved by add and edit in one transaction, deleted with the row.
   *
   * @minItems 1
   */
  details?: DetailSpec[];
}

export interface DetailSpec {
  /**
   * Name under which the master's record carries the detail rows (not a column).
   */
  property: string;
  /**
   * $id of the detail entity (no api, no regionScope, no details of its own).
   */
  entity: string;
  /**
   * Property of the detail entity holding the master's key (its x-ref names the master).
   */
  foreignKey: string;
  /**
   * Integer property of the detail the server fills with each row's position (1, 2, …) and reads by.
   */
  orderBy?: string;
  /**
   * Most rows one master may have (default 1000).
   */
  max?: number;
  /**
   * Title of the detail table (default: the detail entity's title).
   */
  title?: string;
}

/**
 * One property (column) of an entity: its JSON Schema type and checks, and the x- keywords that give it a dictionary, region, picker, file, encryption and more.
 */
export interface PropertySchema {
  /**
   * JSON type of the value; a date is a string with a format.
   */
  type: "string" | "integer" | "number" | "boolean";
  /**
   * Label of the field in forms, columns, exports and messages.
   */
  title: string;
  /**
   * A note on the field for configurators, kept in the generated types.
   */
  description?: string;
  /**
   * Most characters; also the column width (varchar).
   */
  maxLength?: number;
  /**
   * Fewest characters.
   */
  minLength?: number;
  /**
   * Smallest number allowed.
   */
  minimum?: number;
  /**
   * Largest number allowed.
   */
  maximum?: number;
  /**
   * Regular expression a string must match.
   */
  pattern?: string;
  /**
   * Format of a string: date, date-time, date-time-cn, time, email… (dates pick the date widgets).
   */
  format?: string;
  /**
   * The only values allowed.
   *
   * @minItems 1
   */
  enum?: unknown[];
  /**
   * Value a new record starts with (forms and adds that leave the property out).
   */
  default?: unknown;
  /**
   * Filled by the server, never written by add or edit.
   */
  readOnly?: boolean;
  /**
   * Dictionary code (schemas/dicts): only its enabled item values are accepted and <field>_dictText carries the text.
   */
  "x-dict"?: string;
  /**
   * With x-dict: holds several item values comma-joined (1,3), each an item of the dictionary; <field>_dictText joins their texts, an eq or in filter matches rows holding any of the values, forms default to DictCheckbox and the advanced query to a multiple select (list_multi).
   */
  "x-dict-multiple"?: true;
  /**
   * Never selected, filtered or answered (password hashes, salts); write-only through an entity's own routes.
   */
  "x-secret"?: boolean;
  /**
   * Stored encrypted (AES-256-GCM with SECRET_KEY), written by add and edit, never answered: queryById gives ****** and an edit sending ****** keeps the stored value.
   */
  "x-encrypted"?: true;
  /**
   * With x-encrypted: the properties naming where the secret is sent (a data source's type, host, port, database and file; a gateway route's target address). The stored secret stays bound to them: an edit that changes one of them without typing the secret again (left out or ******) is refused and writes nothing, and so is a connection test naming another target.
   *
   * @minItems 1
   */
  "x-secret-target"?: string[];
  /**
   * $id of the entity whose primary key this property holds: a foreign key in the database.
   */
  "x-ref"?: string;
  /**
   * Readable by table dictionaries, trees and lookup conditions (with the entity's list permission).
   */
  "x-lookup"?: true;
  /**
   * Holds a region or grid code: every write and the form accept only a code of some level (validators/region-code.ts; no pattern of its own needed), x-messages["x-region"] replaces the refusal, and lists and details add <field>_dictText with its name. "grid": it holds a grid code (所属网格): only a 15-digit grid code is accepted, and its form's region tree (RegionTreeSelect) offers each community's grids below it, scoped to the user, and only a grid may be chosen. A screen field {} gets RegionTreeSelect, in a form and in a query bar (where it finds every row below the region chosen).
   */
  "x-region"?: true | "grid";
  /**
   * Match rule of a plain list filter on this field.
   */
  "x-query"?: "eq" | "like" | "right_like" | "left_like";
  /**
   * Chinese messages by validation keyword (and unique, uniqueElsewhere), replacing the generated ones.
   */
  "x-messages"?: {
    [k: string]: string;
  };
  /**
   * Column options: primary key, index, 64-bit integer.
   */
  "x-column"?: {
    /**
     * The primary key (the audit id unless audit is false).
     */
    primary?: boolean;
    /**
     * Gives the column its own index.
     */
    index?: boolean;
    /**
     * Stores an integer as 64 bits (epoch milliseconds).
     */
    bigint?: boolean;
  };
  /**
   * Name of a rule of validators/rules.ts checked on both sides.
   */
  "x-rule"?: string;
  /**
   * Holds an area code of the national area data (AreaSelect, root 86): every write checks that the code exists. A screen field {} gets AreaSelect (form and query bar); lists, details and exports show the full name (辽宁省沈阳市和平区), and an import reads that name back.
   */
  "x-area"?: true;
  /**
   * Holds stored file paths (sys/common/upload), comma-joined, as the upload fields store them. Every write checks that each newly written path is a file this server stored and the writer may read.
   */
  "x-file"?: true;
  "x-pick"?: PickSpec;
  /**
   * Holds rich-text HTML (RichText, on type string): every write stores it through the server's allowlist (src/server/services/html/sanitize-html.ts) and every list and detail answer sanitises it again.
   */
  "x-html"?: true;
  "x-derived"?: DerivedSpec;
}

/**
 * Holds keys of another entity's rows, as a picker stores them (DepartSelect: sysDepart id or orgCode; UserSelect: sysUser username; RoleSelect: sysRole roleCode or id); several comma-joined when multiple. Every write checks that each key exists and lies in the writer's scope. A screen field {} gets the picker (form and query bar): UserSelect, DepartSelect or RoleSelect for those entities, else BizSelect over the picked entity's list route; exports write the picked rows' names and imports read them back.
 */
export interface PickSpec {
  /**
   * $id of the entity whose rows are picked.
   */
  entity: string;
  /**
   * Property of the picked entity the value holds.
   */
  key: string;
  /**
   * Holds several keys comma-joined.
   */
  multiple?: boolean;
  /**
   * The referenced entity's property that names a row (buildingName): lists, details and exports show it as <field>_dictText. Users, departments and roles are named without it.
   */
  name?: string;
}

/**
 * Filled from the identity card number in property `from`: fact sex ('1' 男 / '2' 女) or birthday (YYYY-MM-DD). The form fills it as the number is typed; the server fills it when a write carries a valid number and leaves this property blank.
 */
export interface DerivedSpec {
  /**
   * Property holding the identity card number.
   */
  from: string;
  /**
   * sex or birthday: what is read from the number.
   */
  fact: "sex" | "birthday";
}

/**
 * The root of a form: an object node with its fields under properties.
 */
export type FormRoot = FormNode & {
  /**
   * A form's root is an object.
   */
  type: "object";
  /**
   * The fields and layout containers of the form.
   */
  properties: {
    [k: string]: unknown;
  };
};

/**
 * One check: a rule name, a server check or one of Formily's validator objects.
 */
export type FieldValidator =
  | string
  | {
      /**
       * duplicate: asks the server whether another record holds this value (table and column from the entity).
       */
      server: "duplicate";
    }
  | {
      /**
       * checkRule: checks the value against a 编码校验规则 by code (/sys/checkRule/checkByCode).
       */
      server: "checkRule";
      /**
       * Code of the check rule.
       */
      code: string;
    }
  | {
      /**
       * call: asks a GET route of the service registry whether the value is free.
       */
      server: "call";
      /**
       * Route called.
       */
      url: string;
      /**
       * Query parameter carrying the value.
       */
      param: string;
      /**
       * Query parameter carrying the record's key, so its own value is free.
       */
      idParam?: string;
      /**
       * Message shown when the route answers that the value is taken.
       */
      message: string;
    }
  | {
      /**
       * The field must be filled.
       */
      required?: boolean;
      /**
       * A Formily format the value must have.
       */
      format?: string;
      /**
       * Regular expression the value must match.
       */
      pattern?: string;
      /**
       * Largest number or longest length.
       */
      max?: number;
      /**
       * Smallest number or shortest length.
       */
      min?: number;
      /**
       * Largest number.
       */
      maximum?: number;
      /**
       * Smallest number.
       */
      minimum?: number;
      /**
       * The number must be below this.
       */
      exclusiveMaximum?: number;
      /**
       * The number must be above this.
       */
      exclusiveMinimum?: number;
      /**
       * Exact length.
       */
      len?: number;
      /**
       * Most characters.
       */
      maxLength?: number;
      /**
       * Fewest characters.
       */
      minLength?: number;
      /**
       * Most items of an array.
       */
      maxItems?: number;
      /**
       * Fewest items of an array.
       */
      minItems?: number;
      /**
       * Refuses a value of spaces only.
       */
      whitespace?: boolean;
      /**
       * The only values allowed.
       */
      enum?: unknown[];
      /**
       * The one value allowed.
       */
      const?: unknown;
      /**
       * The number must be a multiple of this.
       */
      multipleOf?: number;
      /**
       * Message shown when the check fails.
       */
      message?: string;
      /**
       * When the check runs: as typed, on focus or on leaving the field.
       */
      triggerType?: "onInput" | "onFocus" | "onBlur";
      /**
       * Name of a rule of validators/rules.ts.
       */
      "x-rule"?: string;
      /**
       * An editable-table pattern preset of validators/presets.ts.
       */
      "x-preset"?: string;
    };

/**
 * One node of a form: a field, or a void layout container (Columns, Card, FormTab…) holding fields.
 */
export interface FormNode {
  /**
   * Value type of the node; void is a layout container without a value.
   */
  type?: "object" | "array" | "void" | "string" | "number" | "boolean" | "date" | "datetime";
  /**
   * Label of the field (an override of the entity's title must be listed in x-override).
   */
  title?: string;
  /**
   * Help text shown under the field.
   */
  description?: string;
  /**
   * Starting value (an override of the entity's default must be listed in x-override).
   */
  default?: unknown;
  /**
   * Options of a select: values, or {label, value} objects.
   */
  enum?: unknown[];
  /**
   * The one value allowed.
   */
  const?: unknown;
  /**
   * true: the field must be filled; on an object, the names of its required fields.
   */
  required?: boolean | unknown[];
  /**
   * Format the value must have (date, email…).
   */
  format?: string;
  /**
   * Regular expression the value must match.
   */
  pattern?: string;
  /**
   * Most characters.
   */
  maxLength?: number;
  /**
   * Fewest characters.
   */
  minLength?: number;
  /**
   * Largest number.
   */
  maximum?: number;
  /**
   * Smallest number.
   */
  minimum?: number;
  /**
   * The number must be below this.
   */
  exclusiveMaximum?: number;
  /**
   * The number must be above this.
   */
  exclusiveMinimum?: number;
  /**
   * Most rows of an array field.
   */
  maxItems?: number;
  /**
   * Fewest rows of an array field.
   */
  minItems?: number;
  /**
   * Rows of an array field must differ.
   */
  uniqueItems?: boolean;
  /**
   * Shown but not editable.
   */
  readOnly?: boolean;
  /**
   * Sent but not shown back.
   */
  writeOnly?: boolean;
  /**
   * Child nodes by name (entity property, transient field or layout key); [a,b] destructures into two properties.
   */
  properties?: {
    [k: string]: FormNode;
  };
  /**
   * The row schema of an array field (ArrayTable, ArrayItems).
   */
  items?: FormNode;
  /**
   * Position among its siblings.
   */
  "x-index"?: number;
  /**
   * Interaction mode: editable, disabled, readOnly or readPretty (shown as text).
   */
  "x-pattern"?: "editable" | "disabled" | "readOnly" | "readPretty";
  /**
   * visible; hidden keeps the value; none also drops it.
   */
  "x-display"?: "visible" | "hidden" | "none";
  /**
   * Whether the field shows: a boolean or a {{…}} expression.
   */
  "x-visible"?: boolean | string;
  /**
   * Hides the field but keeps its value: a boolean or a {{…}} expression.
   */
  "x-hidden"?: boolean | string;
  /**
   * Disables the field: a boolean or a {{…}} expression.
   */
  "x-disabled"?: boolean | string;
  /**
   * Makes the field editable: a boolean or a {{…}} expression.
   */
  "x-editable"?: boolean | string;
  /**
   * Makes the field read-only: a boolean or a {{…}} expression.
   */
  "x-read-only"?: boolean | string;
  /**
   * Shows the value as text: a boolean or a {{…}} expression.
   */
  "x-read-pretty"?: boolean | string;
  /**
   * The field's value, set by the schema.
   */
  "x-value"?: unknown;
  /**
   * Text content of a component (a button's or a text's).
   */
  "x-content"?: string;
  /**
   * Free data a component or reaction may read.
   */
  "x-data"?: {
    [k: string]: unknown;
  };
  /**
   * Wrapper component, usually FormItem (label, message).
   */
  "x-decorator"?: string;
  /**
   * Props of the decorator.
   */
  "x-decorator-props"?: {
    [k: string]: unknown;
  };
  /**
   * Registered component that edits or lays out the node (check:schemas refuses an unknown one).
   */
  "x-component"?: string;
  /**
   * Props of the component.
   */
  "x-component-props"?: {
    [k: string]: unknown;
  };
  /**
   * Linkage: Formily reactions with dependencies, when/fulfill/otherwise and {{…}} expressions.
   */
  "x-reactions"?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string;
  /**
   * Checks added to the entity's rules: a rule name, a server check or a Formily validator object, or a list of them.
   */
  "x-validator"?: FieldValidator | FieldValidator[];
  /**
   * Columns of the surrounding Columns grid the field spans.
   */
  "x-span"?: number;
  /**
   * Entity-given keys this node sets on purpose; x-validator here drops the entity's own rules.
   *
   * @minItems 1
   */
  "x-override"?: (
    | "title"
    | "type"
    | "required"
    | "default"
    | "enum"
    | "format"
    | "pattern"
    | "maxLength"
    | "minLength"
    | "maximum"
    | "minimum"
    | "x-validator"
  )[];
  /**
   * Not an entity property: shown and validated, never sent.
   */
  "x-transient"?: boolean;
  /**
   * Sent on save although the generic routes do not store it: a field outside the entity (with x-transient) or a secret property (write-only, e.g. an initial password), for an entity whose own add/edit routes take it.
   */
  "x-send"?: boolean;
}

/**
 * One entry of the widget gallery (/test/home): a registered field type or a screen feature, shown with sample configurations against canned demo answers held in the browser (renderer/README.md, Gallery). File name = kebab-case of name.
 */
export interface WidgetGalleryEntry {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * The x-component name (kind field) or the feature's name (kind screen); ?widget=<name> shows this entry alone.
   */
  name: string;
  /**
   * field: a registered x-component shown in a one-field form; screen: a screen feature shown on a sample screen.
   */
  kind: "field" | "screen";
  /**
   * Heading of the entry in the gallery.
   */
  title: string;
  /**
   * What the widget or feature does, shown under the heading.
   */
  description: string;
  /**
   * The sample configurations shown, each rendered and snapshotted.
   *
   * @minItems 1
   */
  samples: GallerySample[];
  /**
   * Canned answers of the server routes the samples call, held in the browser.
   */
  demo?: DemoAnswer[];
}

/**
 * One sample configuration of the entry.
 */
export interface GallerySample {
  /**
   * Unique within the file; names the sample in snapshots and in the page (#key).
   */
  key: string;
  /**
   * Heading of the sample.
   */
  title: string;
  /**
   * What the sample shows.
   */
  description?: string;
  /**
   * The field's starting value (kind field).
   */
  value?: unknown;
  /**
   * The Formily schema of ONE field (kind field).
   */
  schema?: FormNode;
  /**
   * A screen JSON as in schemas/screens (kind screen).
   */
  screen?: ScreenSchema;
  /**
   * The entity the screen names, self-contained (kind screen).
   */
  entity?: EntitySchema;
}

/**
 * A canned answer for one route the samples call.
 */
export interface DemoAnswer {
  /**
   * HTTP method of the request answered.
   */
  method: "GET" | "POST" | "PUT" | "DELETE";
  /**
   * The path the real client calls (without /api and without a query string).
   */
  url: string;
  /**
   * Request params that must be equal (compared as text); absent: any params.
   */
  match?: {
    [k: string]: unknown;
  };
  /**
   * The envelope's result. A list answer given as a plain array of rows is paged in the browser.
   */
  result: unknown;
}

/**
 * schemas/menus.json: the menu tree and its buttons (src/server/seed/menus.ts MenuNode).
 */
export type Menus = MenuNode[];

/**
 * One menu with its buttons and child menus.
 */
export interface MenuNode {
  /**
   * Menu text in the side bar and the tab.
   */
  name: string;
  /**
   * Route path, unique across the file; an http(s) address for a link.
   */
  path: string;
  /**
   * schema/<screen id> for a screen of schemas/screens, a page-view name (system/UserList), layouts/RouteView for a parent.
   */
  component?: string;
  /**
   * Name of the page component for keep-alive caching (JeecgBoot component_name).
   */
  componentName?: string;
  /**
   * Path a parent menu opens when it is chosen itself.
   */
  redirect?: string;
  /**
   * An @ant-design/icons name: kebab-case without theme (shown Outlined) or an export name; check:schemas refuses an unknown icon.
   */
  icon?: string;
  /**
   * Permission code needed to see the menu (and to call its list route).
   */
  perms?: string;
  /**
   * A route that is not shown in the side bar (a detail page opened from a list).
   */
  hidden?: boolean;
  /**
   * Shows a parent with a single child as a parent instead of the child alone.
   */
  alwaysShow?: boolean;
  /**
   * Keeps the page alive (its state) when the user switches tabs.
   */
  keepAlive?: boolean;
  /**
   * A link that opens in a new window instead of an iframe page.
   */
  external?: boolean;
  /**
   * false: not a route (the client leaves it out of the router); it may still carry buttons.
   */
  route?: boolean;
  /**
   * Button permissions under this menu that roles can grant; each code unique across the file.
   */
  buttons?: {
    /**
     * Button text shown in 角色授权.
     */
    name: string;
    /**
     * Permission code the button grants.
     */
    perms: string;
  }[];
  /**
   * Child menus, in display order.
   */
  children?: MenuNode[];
}

/**
 * A named query over one entity (schemas/reports/<code>.json), served by /online/cgreport/api/*: columns, query fields, the self_ parameters it accepts, default order and the permission needed to use it. Never SQL.
 */
export interface OnlineReport {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name; also the cgRpConfigId of the API.
   */
  code: string;
  /**
   * cgRpConfigName: the popup's title.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * $id of the entity whose rows the report lists (its region scope applies).
   */
  entity: string;
  /**
   * Code of a data source (系统管理 > 数据源管理) the report runs on, read-only, instead of the platform's database; that database must hold the entity's table with its columns. Dictionary, region and picked names still come from the platform.
   */
  dataSource?: string;
  /**
   * Permission code needed to use the report (e.g. grid:list), or "user" for every logged-in user.
   */
  permission: string;
  /**
   * Columns of the popup table, in order.
   *
   * @minItems 1
   * @maxItems 30
   */
  columns: ReportColumn[];
  /**
   * Fields of the popup's query bar.
   *
   * @maxItems 20
   */
  query?: ReportQueryField[];
  /**
   * Parameters a caller may send as self_<name>, each filtering one property.
   *
   * @maxItems 10
   */
  params?: ReportParam[];
  /**
   * Fixed conditions every answer obeys (bound values), besides the region scope.
   *
   * @maxItems 10
   */
  filters?: ReportFilter[];
  /**
   * Default order of the rows.
   */
  order?: {
    /**
     * Entity property the rows are ordered by.
     */
    column: string;
    /**
     * Direction of the order: asc or desc.
     */
    order?: "asc" | "desc";
  };
  /**
   * Largest page getData answers (default 100).
   */
  pageSize?: number;
}

export interface ReportColumn {
  /**
   * Entity property shown in the column.
   */
  field: string;
  /**
   * Default: the entity property's title.
   */
  title?: string;
  /**
   * Dictionary of the column's values. Default: the property's x-dict.
   */
  dict?: string;
  /**
   * Column width in pixels.
   */
  width?: number;
  /**
   * Whether the user may sort by it (default true).
   */
  sorter?: boolean;
}

export interface ReportQueryField {
  /**
   * Entity property queried.
   */
  field: string;
  /**
   * Label of the query field (default: the property's title).
   */
  title?: string;
  /**
   * single: one value (the property's x-query rule, JeecgBoot prefixes); group: a range (<field>_begin, <field>_end). Default single.
   */
  mode?: "single" | "group";
}

export interface ReportParam {
  /**
   * Sent as self_<name>.
   */
  name: string;
  /**
   * Entity property the parameter filters.
   */
  field: string;
  /**
   * Default eq.
   */
  rule?: "eq" | "ne" | "like" | "right_like" | "left_like" | "in" | "gt" | "ge" | "lt" | "le";
  /**
   * Label of the parameter in 报表配置.
   */
  title?: string;
  /**
   * Refuse getData without it (default false).
   */
  required?: boolean;
}

export interface ReportFilter {
  /**
   * Entity property the condition tests.
   */
  field: string;
  /**
   * Default eq.
   */
  rule?: "eq" | "ne" | "like" | "right_like" | "left_like" | "in" | "gt" | "ge" | "lt" | "le";
  /**
   * Value compared (comma-joined values for in).
   */
  value: string | number | boolean;
}

/**
 * A grid of widgets (stat cards, bar / line / pie charts, ranked lists, a greeting, the region map) fed by aggregate queries (schemas/aggregates) or declared GET routes; with canvas, a big screen scaled to the window. No entity of its own.
 */
export interface DashboardScreen {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; menus refer to it as schema/<id>.
   */
  id: string;
  /**
   * Always dashboard.
   */
  type: "dashboard";
  /**
   * Page title.
   */
  title: string;
  /**
   * Seconds between reloads of every figure.
   */
  refresh?: number;
  /**
   * A big screen laid out on this canvas (e.g. 1920 x 1080), scaled to the window.
   */
  canvas?: {
    /**
     * Canvas width in pixels.
     */
    width: number;
    /**
     * Canvas height in pixels.
     */
    height: number;
  };
  /**
   * The widgets in order (with canvas, each placed by its box).
   *
   * @minItems 1
   * @maxItems 40
   */
  widgets: DashboardWidget[];
}

/**
 * A GET route of the service registry (src/shared/services).
 */
export interface WidgetSource {
  /**
   * GET route called.
   */
  url: string;
  /**
   * Member of the result holding the figure or the list.
   */
  value?: string;
  /**
   * Member of each list item that labels it.
   */
  label?: string;
  /**
   * Several series from one answer: each a member of the list items and its legend name.
   *
   * @minItems 1
   */
  series?: {
    /**
     * Member of each list item holding the value.
     */
    field: string;
    /**
     * Legend name of the series.
     */
    name: string;
  }[];
}

export type DashboardWidget =
  | {
      kind: "stat";
      /**
       * Columns of the 24-column grid the widget spans.
       */
      span?: number;
      /**
       * Position and size on the canvas (canvas dashboards only).
       */
      box?: {
        /**
         * Left edge in canvas pixels.
         */
        x: number;
        /**
         * Top edge in canvas pixels.
         */
        y: number;
        /**
         * Width in canvas pixels.
         */
        w: number;
        /**
         * Height in canvas pixels.
         */
        h: number;
      };
      /**
       * Widget title.
       */
      title: string;
      /**
       * Id of the aggregate query that feeds it (or give source).
       */
      aggregate?: string;
      /**
       * Fixed parameters of the aggregate.
       */
      params?: {
        [k: string]: string;
      };
      /**
       * A GET route that feeds it instead of an aggregate.
       */
      source?: WidgetSource;
      /**
       * @ant-design/icons name (team, HomeFilled).
       */
      icon?: string;
      /**
       * Unit shown after the figure.
       */
      suffix?: string;
      /**
       * Colour of the figure (a CSS colour).
       */
      color?: string;
      /**
       * Workspace path opened on click.
       */
      link?: string;
    }
  | {
      kind: "chart";
      /**
       * Columns of the 24-column grid the widget spans.
       */
      span?: number;
      /**
       * Position and size on the canvas (canvas dashboards only).
       */
      box?: {
        /**
         * Left edge in canvas pixels.
         */
        x: number;
        /**
         * Top edge in canvas pixels.
         */
        y: number;
        /**
         * Width in canvas pixels.
         */
        w: number;
        /**
         * Height in canvas pixels.
         */
        h: number;
      };
      /**
       * Widget title.
       */
      title: string;
      /**
       * Id of the aggregate query that feeds it (or give source).
       */
      aggregate?: string;
      /**
       * Fixed parameters of the aggregate.
       */
      params?: {
        [k: string]: string;
      };
      /**
       * A GET route that feeds it instead of an aggregate.
       */
      source?: WidgetSource;
      /**
       * Chart type.
       */
      chart: "bar" | "line" | "pie";
      /**
       * Chart height in pixels.
       */
      height?: number;
      /**
       * Bars lie horizontally.
       */
      horizontal?: boolean;
      /**
       * A line chart filled below the line.
       */
      area?: boolean;
      /**
       * Legend name of an aggregate's series (default its title).
       */
      seriesName?: string;
    }
  | {
      kind: "rank";
      /**
       * Columns of the 24-column grid the widget spans.
       */
      span?: number;
      /**
       * Position and size on the canvas (canvas dashboards only).
       */
      box?: {
        /**
         * Left edge in canvas pixels.
         */
        x: number;
        /**
         * Top edge in canvas pixels.
         */
        y: number;
        /**
         * Width in canvas pixels.
         */
        w: number;
        /**
         * Height in canvas pixels.
         */
        h: number;
      };
      /**
       * Widget title.
       */
      title: string;
      /**
       * Id of the aggregate query that feeds it (or give source).
       */
      aggregate?: string;
      /**
       * Fixed parameters of the aggregate.
       */
      params?: {
        [k: string]: string;
      };
      /**
       * A GET route that feeds it instead of an aggregate.
       */
      source?: WidgetSource;
      /**
       * Unit shown after the figure.
       */
      suffix?: string;
    }
  | {
      kind: "greeting";
      /**
       * Columns of the 24-column grid the widget spans.
       */
      span?: number;
      /**
       * Position and size on the canvas (canvas dashboards only).
       */
      box?: {
        /**
         * Left edge in canvas pixels.
         */
        x: number;
        /**
         * Top edge in canvas pixels.
         */
        y: number;
        /**
         * Width in canvas pixels.
         */
        w: number;
        /**
         * Height in canvas pixels.
         */
        h: number;
      };
      /**
       * Widget title.
       */
      title?: string;
      /**
       * Shows the user's shortcut links.
       */
      shortcuts?: boolean;
    }
  | {
      kind: "map";
      /**
       * Columns of the 24-column grid the widget spans.
       */
      span?: number;
      /**
       * Position and size on the canvas (canvas dashboards only).
       */
      box?: {
        /**
         * Left edge in canvas pixels.
         */
        x: number;
        /**
         * Top edge in canvas pixels.
         */
        y: number;
        /**
         * Width in canvas pixels.
         */
        w: number;
        /**
         * Height in canvas pixels.
         */
        h: number;
      };
      /**
       * Widget title.
       */
      title?: string;
      /**
       * Map height in pixels.
       */
      height?: number;
    };

/**
 * One record read-only (?id=, or the record chosen in the page's search box): fields of a Formily schema in up to 4 responsive columns, then tabs of related list screens.
 */
export interface DetailScreen {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; menus refer to it as schema/<id>.
   */
  id: string;
  /**
   * $id of an entity schema in schemas/entities.
   */
  entity: string;
  /**
   * Page title, shown in the tab and above the screen.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * Always detail.
   */
  type: "detail";
  /**
   * The Formily form whose fields are shown read-only.
   */
  schema: FormRoot;
  /**
   * Most field columns (fewer as the page narrows, each at least 260 px).
   */
  columns?: number;
  /**
   * Tabs under the record, each a list screen filtered by it.
   */
  tabs?: DetailTab[];
  /**
   * Buttons above the record, each opening a page.
   */
  actions?: OpenAction[];
  pick?: DetailPick;
}

export interface DetailTab {
  /**
   * Tab title.
   */
  title: string;
  /**
   * Id of the list (or tree table) screen embedded. The tab shows only to users who may read that list (its entity's <permission>:list), so no tab answers 403.
   */
  screen: string;
  /**
   * Property of the embedded list -> property of this record; new rows there get these values.
   */
  filter: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Reverse relation: the detail table of the tab screen's entity whose rows the filter names (the tab is then read-only).
   */
  through?: string;
  /**
   * The embedded list only shows and exports: no add, edit, delete or import (rows of another register shown for this record).
   */
  readOnly?: boolean;
}

/**
 * A search box above the record: typed text finds records of the entity (list route, caller's scope) and the chosen one is shown; without ?id= the page starts with the box alone.
 */
export interface DetailPick {
  /**
   * Properties searched with the typed text, in order.
   *
   * @minItems 1
   */
  search: {
    /**
     * Entity property searched (contains).
     */
    field: string;
    /**
     * Regular expression: this field is searched only when the typed text matches it; the first matching entry wins.
     */
    when?: string;
  }[];
  /**
   * Property shown as an option's name (default the first search field).
   */
  label?: string;
  /**
   * Properties shown after the name in each option (their _dictText when the row has one).
   */
  describe?: string[];
  /**
   * Placeholder of the search box.
   */
  placeholder?: string;
}

/**
 * One record on a page of its own: ?id= edits it, no id adds one. schema is a Formily form.
 */
export interface FormScreen {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; menus refer to it as schema/<id>.
   */
  id: string;
  /**
   * $id of an entity schema in schemas/entities.
   */
  entity: string;
  /**
   * Page title, shown in the tab and above the screen.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * Always form.
   */
  type: "form";
  /**
   * The Formily form; fields named like entity properties inherit their title, type and rules.
   */
  schema: FormRoot;
  /**
   * Label width of the form in pixels.
   */
  labelWidth?: number;
  /**
   * Text of the submit button.
   */
  submitLabel?: string;
  /**
   * Page opened after a save, with query values from the saved record (default: stay).
   */
  afterSave?: OpenTarget;
  /**
   * The record comes from load (GET) and goes to save (POST by default) instead of the entity's queryById / add / edit.
   */
  source?: {
    /**
     * Route that answers the record.
     */
    load: CallSpec;
    /**
     * Route that saves the record (POST by default).
     */
    save: CallSpec;
  };
  /**
   * Values loaded (GET) before the form shows: $context.<name> in expressions.
   */
  context?: {
    [k: string]: CallSpec;
  };
}

/**
 * A route of the service registry and its method.
 */
export interface CallSpec {
  /**
   * Route called (a route of the service registry).
   */
  url: string;
  /**
   * HTTP method of the call.
   */
  method?: "GET" | "POST" | "PUT";
}

/**
 * Query area, columns, toolbar and row actions stay declarative; the add / edit / detail dialog is a Formily form (form.schema).
 */
export interface ListScreen {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; menus refer to it as schema/<id>.
   */
  id: string;
  /**
   * $id of an entity schema in schemas/entities.
   */
  entity: string;
  /**
   * Page title, shown in the tab and above the screen.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * Always list.
   */
  type: "list";
  /**
   * Fields of the query area: property names, or objects choosing another widget.
   */
  query?: FieldRef[];
  /**
   * Table columns: property names, or objects with width, link, sorter and other options.
   *
   * @minItems 1
   */
  columns: ColumnRef[];
  /**
   * Buttons above the table: add, batchDelete, export, import, or open / call actions.
   */
  toolbar?: ToolbarAction[];
  /**
   * Links in each row's 操作 column: edit, detail, delete, addChild, or action objects.
   */
  rowActions?: RowAction[];
  /**
   * The add / edit / detail dialog: its Formily form, width and titles.
   */
  form?: DialogForm;
  /**
   * Rows per page.
   */
  pageSize?: 20 | 30 | 50;
  /**
   * The table's first order instead of the entity's (a readable, sortable property); a click on a column header changes it, clearing the header's sort returns to it.
   */
  sort?: {
    /**
     * Property the table is first ordered by.
     */
    column: string;
    /**
     * Direction of that order.
     */
    order?: "asc" | "desc";
  };
  /**
   * The 高级查询 button and dialog: true offers the entity's readable properties; an object narrows and relabels them.
   */
  superQuery?: SuperQueryOption;
  source?: ListSource;
  treeFilter?: TreeFilterSpec;
  /**
   * Id of another list screen of the same entity whose add / edit / detail dialog (form) this screen uses; not together with form.
   */
  formFrom?: string;
  /**
   * 批量删除 stays disabled until rows are selected (default: enabled; without a selection it warns 请选择一条记录！).
   */
  batchDeleteNeedsSelection?: boolean;
  /**
   * The table reloads whenever the server pushes to the user (a notice published to them, read in another tab).
   */
  reloadOnPush?: boolean;
  /**
   * A short note shown above the table as an info line (流程设计: what the page shows and who changes the workflows).
   */
  hint?: string;
  /**
   * Property values the screen stands for: the list and its export always filter on them (not offered in the query area), and a new record starts with them in its form (one entity, several registers: the work-force lists by force type).
   */
  preset?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Page query parameters that filter the list, each on the property of its name (not offered in the query area): eq the value itself, prefix every value starting with it (a region and the regions below it). A screen opened from outside with ?regionCode= (gridPersonList).
   */
  paramFilters?: {
    [k: string]: "eq" | "prefix";
  };
}

/**
 * Rows from this route instead of the entity's list route (a GET or POST of the service registry); paged false: the route answers every row as an array, shown without paging.
 */
export interface ListSource {
  /**
   * Route answering the rows.
   */
  url: string;
  /**
   * HTTP method of the route.
   */
  method?: "GET" | "POST";
  /**
   * false: the route answers every row as an array, shown without paging.
   */
  paged?: boolean;
  /**
   * Adds through this route instead of the entity's (POST by default).
   */
  add?: SourceWrite;
  /**
   * Edits through this route (PUT by default): the form's values and the row's key.
   */
  edit?: SourceWrite;
  /**
   * Deletes through this route (DELETE by default), the row's key sent as id.
   */
  remove?: {
    /**
     * Route that deletes the row.
     */
    url: string;
    /**
     * HTTP method of the delete.
     */
    method?: "GET" | "POST" | "DELETE";
  };
}

/**
 * A tree on the left that filters the list: the whole tree from a GET route of the service registry (nodes {key, title, children}); the chosen node's key is sent to the list route as the parameter param.
 */
export interface TreeFilterSpec {
  /**
   * GET route answering the whole tree (nodes {key, title, children}).
   */
  url: string;
  /**
   * List route parameter that receives the chosen node's key.
   */
  param: string;
  /**
   * Heading above the tree.
   */
  title?: string;
}

/**
 * A route that writes in place of the entity's own, and its method.
 */
export interface SourceWrite {
  /**
   * Route called.
   */
  url: string;
  /**
   * HTTP method of the route (POST for add, PUT for edit by default).
   */
  method?: "GET" | "POST" | "PUT";
}

/**
 * A page to open and the query values it gets from the record.
 */
export interface OpenTarget {
  /**
   * Workspace path of the page opened.
   */
  path: string;
  /**
   * query parameter -> record property
   */
  query?: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
}

/**
 * A button or link that opens a page.
 */
export interface OpenAction {
  /**
   * open: opens a page.
   */
  action: "open";
  /**
   * Button or link text.
   */
  label: string;
  /**
   * Workspace path of the page opened.
   */
  path: string;
  /**
   * Query parameter -> record property whose value it carries.
   */
  query?: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
}

/**
 * A query field: a property name, or an object choosing its widget.
 */
export type FieldRef = string | FieldEntry;

export interface FieldEntry {
  /**
   * Entity property queried.
   */
  name: string;
  /**
   * Widget instead of the one the property implies.
   */
  "x-component"?: string;
  /**
   * Props of the widget.
   */
  "x-component-props"?: {
    [k: string]: unknown;
  };
  /**
   * Props of the FormItem around it (label width, tooltip).
   */
  "x-decorator-props"?: {
    [k: string]: unknown;
  };
  /**
   * Formily reactions of the query field.
   */
  "x-reactions"?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string;
  /**
   * visible, hidden (kept, not shown) or none.
   */
  "x-display"?: "visible" | "hidden" | "none";
}

/**
 * A table column: a property name, or an object with its options.
 */
export type ColumnRef = string | ColumnEntry;

export interface ColumnEntry {
  /**
   * Entity property shown (its _dictText for dictionaries, regions and picks).
   */
  name: string;
  /**
   * Column width in pixels.
   */
  width?: number;
  /**
   * The user may sort by the column.
   */
  sorter?: boolean;
  /**
   * Cuts long text with … and shows it whole on hover.
   */
  ellipsis?: boolean;
  /**
   * Alignment of the cells.
   */
  align?: "left" | "center" | "right";
  /**
   * Keeps the column at the left or right edge while the table scrolls.
   */
  fixed?: "left" | "right";
  /**
   * detail or edit opens the row's dialog in that mode; {path, query} opens a page.
   */
  link?: ("detail" | "edit") | OpenTarget;
  /**
   * shown instead of an empty value (null, undefined, '')
   */
  empty?: CellText;
  /**
   * shown instead of a filled value (已编辑 once a count is set)
   */
  filledText?: string;
  /**
   * epochMs: the value is milliseconds since 1970, shown as YYYY-MM-DD HH:mm:ss (China time); image: the path of a stored image, shown as a thumbnail that opens larger
   */
  format?: "epochMs" | "image";
  /**
   * the column's title instead of the property's; with a screen source, a column may name a member of the source's rows that the entity lacks
   */
  title?: string;
  /**
   * the cell is a tag on rows whose value is one of values (compared as text), empty on the others
   */
  tag?: {
    /**
     * Values (compared as text) that show the tag.
     *
     * @minItems 1
     */
    values: (string | number | boolean)[];
    /**
     * antd Tag colour.
     */
    color?: string;
    /**
     * Tag text (default the cell's text).
     */
    text?: string;
  };
}

/**
 * A text shown in a cell, with an optional colour.
 */
export interface CellText {
  /**
   * Text shown.
   */
  text: string;
  /**
   * colour, as antd Typography's type
   */
  tone?: "secondary" | "success" | "warning" | "danger";
}

/**
 * A button above the table: a built-in action, an open action or a route call.
 */
export type ToolbarAction = ("add" | "batchDelete" | "export" | "import") | OpenAction | CallAction;

export interface CallAction {
  /**
   * call: calls a route, then shows its message.
   */
  action: "call";
  /**
   * Button text.
   */
  label: string;
  /**
   * HTTP method of the call.
   */
  method: "GET" | "POST" | "PUT" | "DELETE";
  /**
   * Route called (a route of the service registry).
   */
  url: string;
  /**
   * Fixed request parameters sent with the call.
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
  /**
   * Question asked before the call; no call unless confirmed.
   */
  confirm?: string;
  /**
   * Message on success.
   */
  successMessage: string;
  /**
   * Message on failure when the server gives none.
   */
  failureMessage: string;
  /**
   * What happens after success: reload reloads the table, reloadDicts the cached dictionaries.
   */
  after?: ("reload" | "reloadDicts")[];
}

/**
 * A link in a row's 操作 column: a built-in action, possibly conditional, or an action object.
 */
export type RowAction =
  | ("edit" | "detail" | "delete" | "addChild")
  | ConditionalBuiltinRowAction
  | OpenAction
  | RowCallAction
  | FormCallAction
  | FieldDialogAction
  | ViewAction
  | SubScreenAction;

/**
 * A built-in action shown only on rows whose named properties hold one of the listed values.
 */
export interface ConditionalBuiltinRowAction {
  /**
   * The built-in action shown conditionally.
   */
  action: "edit" | "detail" | "delete" | "addChild";
  /**
   * Row property -> values on which the action shows.
   */
  when: {
    /**
     * @minItems 1
     */
    [k: string]: (string | number | boolean)[];
  };
}

/**
 * Calls a route for this row (renderer/screens/row-call.tsx): rowParams maps request parameters to row properties.
 */
export interface RowCallAction {
  /**
   * call: calls a route for the row.
   */
  action: "call";
  /**
   * Link text of the action.
   */
  label: string;
  /**
   * HTTP method of the call.
   */
  method: "GET" | "POST" | "PUT" | "DELETE";
  /**
   * Route called (a route of the service registry).
   */
  url: string;
  /**
   * Request parameter -> row property whose value it sends.
   */
  rowParams: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Fixed request parameters sent with the call.
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
  /**
   * Shows the action only on rows whose properties hold one of the listed values.
   */
  when?: {
    /**
     * @minItems 1
     */
    [k: string]: (string | number | boolean)[];
  };
  /**
   * Question asked before the call; no call unless confirmed.
   */
  confirm?: string;
  /**
   * Message on success; may use {member} of the answer's result.
   */
  successMessage: string;
  /**
   * What happens after success: reload reloads the table.
   */
  after?: "reload"[];
}

/**
 * Opens a small form for this row and calls a route with its values (renderer/screens/row-form-call.tsx).
 */
export interface FormCallAction {
  /**
   * formCall: a small form for the row, then a call with its values.
   */
  action: "formCall";
  /**
   * Link text of the action.
   */
  label: string;
  /**
   * HTTP method of the call.
   */
  method: "GET" | "POST" | "PUT" | "DELETE";
  /**
   * Route called (a route of the service registry).
   */
  url: string;
  /**
   * Request parameter -> row property whose value it sends.
   */
  rowParams?: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Fixed request parameters sent with the call.
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * form field -> row property: starting values
   */
  values?: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * The dialog's Formily form; its values are sent with the call.
   */
  schema: FormRoot;
  /**
   * Dialog title (default the label); may use {prop} of the row.
   */
  title?: string;
  /**
   * Dialog width in pixels.
   */
  width?: number;
  /**
   * Label width of the form in pixels.
   */
  labelWidth?: number;
  /**
   * Text of the send button.
   */
  okText?: string;
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
  /**
   * Shows the action only on rows whose properties hold one of the listed values.
   */
  when?: {
    /**
     * @minItems 1
     */
    [k: string]: (string | number | boolean)[];
  };
  /**
   * Message on success.
   */
  successMessage: string;
  /**
   * What happens after success: reload reloads the table.
   */
  after?: "reload"[];
}

/**
 * Opens a field component in a dialog for this row (renderer/screens/row-field-dialog.tsx): its value is the row's `value` property; its onDone closes the dialog.
 */
export interface FieldDialogAction {
  /**
   * fieldDialog: a field component alone in a dialog for the row.
   */
  action: "fieldDialog";
  /**
   * Link text of the action.
   */
  label: string;
  /**
   * Registered field component shown.
   */
  component: string;
  /**
   * Row property that is the component's value.
   */
  value: string;
  /**
   * more x-component-props
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * x-component-props taken from the row: prop -> row property
   */
  rowProps?: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Dialog title (default the label); may use {prop} of the row.
   */
  title?: string;
  /**
   * Dialog width: pixels or a CSS width.
   */
  width?: number | string;
  /**
   * Height of the component's box: pixels or a CSS height.
   */
  height?: number | string;
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
  /**
   * Shows the action only on rows whose properties hold one of the listed values.
   */
  when?: {
    /**
     * @minItems 1
     */
    [k: string]: (string | number | boolean)[];
  };
  /**
   * What happens after success: reload reloads the table.
   */
  after?: "reload"[];
}

/**
 * Shows this row read-only in the screen's form, read through a route (renderer/screens/row-view-dialog.tsx) instead of queryById.
 */
export interface ViewAction {
  /**
   * view: the row read-only in a dialog, read through a route.
   */
  action: "view";
  /**
   * Link text of the action.
   */
  label: string;
  /**
   * HTTP method of the call.
   */
  method: "GET" | "POST";
  /**
   * Route called (a route of the service registry).
   */
  url: string;
  /**
   * Request parameter -> row property whose value it sends.
   */
  rowParams: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Fixed request parameters sent with the call.
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * Dialog title (default the label); may use {prop} of the row.
   */
  title?: string;
  /**
   * Dialog width in pixels.
   */
  width?: number;
  /**
   * Formily form shown read-only (default the screen's form).
   */
  schema?: FormRoot;
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
  /**
   * Shows the action only on rows whose properties hold one of the listed values.
   */
  when?: {
    /**
     * @minItems 1
     */
    [k: string]: (string | number | boolean)[];
  };
  /**
   * What happens after success: reload reloads the table.
   */
  after?: "reload"[];
}

export interface SubScreenAction {
  /**
   * subScreen: another list screen in a dialog, filtered by this row.
   */
  action: "subScreen";
  /**
   * Link text of the action.
   */
  label: string;
  /**
   * Id of the list screen shown. The action shows only to users who may read that list (its entity's <permission>:list).
   */
  screen: string;
  /**
   * Property of the shown list -> property of this row; new records there get the same values.
   */
  filter: {
    /**
     * A property name.
     */
    [k: string]: string;
  };
  /**
   * Reverse relation: the detail table of the shown screen's entity whose rows the filter names (the list is then read-only).
   */
  through?: string;
  /**
   * Dialog title (default the label); may use {prop} of the row.
   */
  title?: string;
  /**
   * Dialog width in pixels.
   */
  width?: number;
  /**
   * Permission code needed to see the action.
   */
  perm?: string;
}

/**
 * The add / edit / detail dialog of a list.
 */
export interface DialogForm {
  /**
   * Dialog width in pixels.
   */
  width?: number;
  /**
   * Label width of the form in pixels.
   */
  labelWidth?: number;
  /**
   * Dialog titles by mode (default 新增<entity title>, 编辑<entity title>, <entity title>详情).
   */
  titles?: {
    /**
     * Title of the add dialog.
     */
    add?: string;
    /**
     * Title of the edit dialog.
     */
    edit?: string;
    /**
     * Title of the detail dialog.
     */
    detail?: string;
  };
  /**
   * The Formily form of the dialog.
   */
  schema: FormRoot;
}

/**
 * The 高级查询 button and dialog: true offers the entity's readable properties but the key; an object narrows, orders and relabels them.
 */
export type SuperQueryOption =
  | boolean
  | {
      /**
       * The fields offered, in order: a property name or an object that relabels or retypes it.
       *
       * @minItems 1
       */
      fields?: (string | SuperQueryFieldEntry)[];
    };

export interface SuperQueryFieldEntry {
  /**
   * Entity property queried.
   */
  name: string;
  /**
   * Label instead of the property's title.
   */
  title?: string;
  /**
   * Value widget (default from the entity: x-dict -> list, x-region -> region, dates -> date / datetime / time, numbers -> int / number, boolean -> switch, else text).
   */
  type?:
    | "text"
    | "list"
    | "list_multi"
    | "sel_search"
    | "table-dict"
    | "popup"
    | "select-user"
    | "select-depart"
    | "area-linkage"
    | "region"
    | "date"
    | "datetime"
    | "time"
    | "int"
    | "number"
    | "switch";
  /**
   * Dictionary of list / list_multi (default the property's x-dict).
   */
  dictCode?: string;
  /**
   * sel_search / table-dict: table,textField,codeField
   */
  dictTable?: string;
  /**
   * Fixed options instead of a dictionary (list, list_multi).
   */
  options?: {
    /**
     * Value sent.
     */
    value: string;
    /**
     * Text shown.
     */
    text: string;
  }[];
  /**
   * popup: the PopupReport options
   */
  popup?: {
    [k: string]: unknown;
  };
  /**
   * more x-component-props of the value widget
   */
  props?: {
    [k: string]: unknown;
  };
}

/**
 * How a screen reads the rows as a tree.
 */
export interface TreeSpec {
  /**
   * Property holding the parent's key.
   */
  parent: string;
  /**
   * Parent value of the top level (default 0).
   */
  root?: string;
  /**
   * Property the parent refers to (default the primary key).
   */
  key?: string;
  /**
   * Property shown as a node's text (side tree).
   */
  label?: string;
  /**
   * Property flagging rows with children (not trusted: children are fetched).
   */
  hasChild?: string;
}

/**
 * A multi-step form over one record: each step a Formily form with its save and leave rules; the last step saves.
 */
export interface StepsScreen {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json; menus refer to it as schema/<id>.
   */
  id: string;
  /**
   * $id of an entity schema in schemas/entities.
   */
  entity: string;
  /**
   * Page title, shown in the tab and above the screen.
   */
  title: string;
  /**
   * A note for configurators; not shown to users.
   */
  description?: string;
  /**
   * Always steps.
   */
  type: "steps";
  /**
   * Label width of every step's form in pixels.
   */
  labelWidth?: number;
  /**
   * The steps in order, at least two; all are one form, so values survive moving between them.
   *
   * @minItems 2
   */
  steps: StepSpec[];
  /**
   * What shows after 完成 saved the record.
   */
  done: {
    /**
     * Heading of the result.
     */
    title: string;
    /**
     * Line under the heading.
     */
    description?: string;
    /**
     * Text of a button that starts a new record from step 1.
     */
    again?: string;
    /**
     * A button opening a page with the saved record's values.
     */
    next?: OpenAction;
  };
}

export interface StepSpec {
  /**
   * Step title in the step bar.
   */
  title: string;
  /**
   * Line under the step title.
   */
  description?: string;
  /**
   * The step's Formily form.
   */
  schema: FormRoot;
  /**
   * record: saves the record so far when leaving the step forward (add the first time, edit after).
   */
  save?: "none" | "record";
  /**
   * validate: 下一步 validates the step first; free: it does not.
   */
  leave?: "validate" | "free";
  /**
   * Offers 上一步 on this step.
   */
  back?: boolean;
}

/**
 * mode table: the entity's rows as a tree table, children loaded on expand; mode side: the tree beside a list screen filtered by the chosen node; mode chart: the whole tree as a read-only organisation chart drawn top-down.
 */
export type TreeScreen =
  | {
      /**
       * Path of the meta-schema, for editors that complete and check the file.
       */
      $schema?: string;
      /**
       * Equals the file name without .json; menus refer to it as schema/<id>.
       */
      id: string;
      /**
       * $id of an entity schema in schemas/entities.
       */
      entity: string;
      /**
       * Page title, shown in the tab and above the screen.
       */
      title: string;
      /**
       * A note for configurators; not shown to users.
       */
      description?: string;
      /**
       * Always tree.
       */
      type: "tree";
      mode: "table";
      /**
       * How rows form the tree: parent, root, key and label properties.
       */
      tree: TreeSpec;
      /**
       * Fields of the query area: property names, or objects choosing another widget.
       */
      query?: FieldRef[];
      /**
       * Table columns: property names, or objects with width, link, sorter and other options.
       *
       * @minItems 1
       */
      columns: ColumnRef[];
      /**
       * Buttons above the table: add, batchDelete, export, import, or open / call actions.
       */
      toolbar?: ToolbarAction[];
      /**
       * Links in each row's 操作 column: edit, detail, delete, addChild, or action objects.
       */
      rowActions?: RowAction[];
      /**
       * The add / edit / detail dialog: its Formily form, width and titles.
       */
      form?: DialogForm;
      /**
       * Rows per page.
       */
      pageSize?: 20 | 30 | 50;
      /**
       * The 高级查询 button and dialog: true offers the entity's readable properties; an object narrows and relabels them.
       */
      superQuery?: SuperQueryOption;
    }
  | {
      /**
       * Path of the meta-schema, for editors that complete and check the file.
       */
      $schema?: string;
      /**
       * Equals the file name without .json; menus refer to it as schema/<id>.
       */
      id: string;
      /**
       * $id of an entity schema in schemas/entities.
       */
      entity: string;
      /**
       * Page title, shown in the tab and above the screen.
       */
      title: string;
      /**
       * A note for configurators; not shown to users.
       */
      description?: string;
      /**
       * Always tree.
       */
      type: "tree";
      mode: "side";
      /**
       * How rows form the tree: parent, root, key and label properties.
       */
      tree: TreeSpec;
      /**
       * Heading above the tree.
       */
      treeTitle?: string;
      /**
       * The list screen beside the tree and how the chosen node filters it.
       */
      list: {
        /**
         * Id of the list screen.
         */
        screen: string;
        /**
         * Property of the list -> property of the chosen node.
         */
        filter: {
          /**
           * A property name.
           */
          [k: string]: string;
        };
      };
    }
  | {
      /**
       * Path of the meta-schema, for editors that complete and check the file.
       */
      $schema?: string;
      /**
       * Equals the file name without .json; menus refer to it as schema/<id>.
       */
      id: string;
      /**
       * $id of an entity schema in schemas/entities.
       */
      entity: string;
      /**
       * Page title, shown in the tab and above the screen.
       */
      title: string;
      /**
       * A note for configurators; not shown to users.
       */
      description?: string;
      /**
       * Always tree.
       */
      type: "tree";
      mode: "chart";
      /**
       * How rows form the tree: parent, root, key and label properties.
       */
      tree: TreeSpec;
      /**
       * What each node of the chart shows besides its label.
       */
      chart?: {
        /**
         * A number property shown under each node's name as a count of people (党员人数).
         */
        count?: string;
        /**
         * Properties listed in a node's tooltip.
         */
        describe?: string[];
      };
    };

/**
 * A screen of schemas/screens. Its type picks the meta-schema: screen-list, screen-form, screen-detail, screen-steps, screen-tree, screen-dashboard.
 */
export type ScreenSchema = ListScreen | FormScreen | DetailScreen | StepsScreen | TreeScreen | DashboardScreen;

/**
 * The shapes of schemas/seed/*.json by file name (src/server/seed). Rows of an entity (grids.json) are checked against the entity schema instead.
 */
export interface SeedFiles {
  /**
   * departs.json: departments created when missing, matched by orgCode.
   */
  departs?: DepartSeed[];
  /**
   * roles.json: roles and their grants, kept in step with the file at every start.
   */
  roles?: RoleSeed[];
  /**
   * users.json: demo accounts created when missing.
   */
  users?: UserSeed[];
  /**
   * categories.json: the 分类字典 tree.
   */
  categories?: CategorySeed[];
  /**
   * check-rules.json: 编码校验规则 created when missing, matched by code.
   */
  "check-rules"?: CheckRuleSeed[];
  /**
   * The demo party-organisation tree (entity partOrg), matched by orgCode: missing organisations are added under their parent, existing ones are left as users changed them.
   */
  "part-orgs"?: PartOrgSeed[];
}

export interface DepartSeed {
  /**
   * Department code, unique.
   */
  orgCode: string;
  /**
   * Department name.
   */
  departName: string;
  /**
   * orgCode of the parent department (none: at the top).
   */
  parent?: string;
  /**
   * Region code the department belongs to.
   */
  regionCode: string;
}

export interface RoleSeed {
  /**
   * Role code; workflows and users name it.
   */
  roleCode: string;
  /**
   * Role name shown in 角色管理.
   */
  roleName: string;
  /**
   * A note shown in 角色管理.
   */
  description?: string;
  /**
   * Menus granted: * for every menu, a menu path (with all its buttons), or {path, buttons} for some buttons.
   */
  grants: Grant[];
}

export type Grant =
  | string
  | {
      /**
       * Menu path granted.
       */
      path: string;
      /**
       * Button permission codes granted under it.
       */
      buttons: string[];
    };

export interface UserSeed {
  /**
   * Login name.
   */
  username: string;
  /**
   * Name shown for the user.
   */
  realname: string;
  /**
   * roleCode of the user's role.
   */
  role: string;
  /**
   * Region code of the user; their data scope.
   */
  regionCode: string;
  /**
   * Mobile number (for phone login).
   */
  phone?: string;
  /**
   * Marks the account new, so the setup wizard runs at its first login.
   */
  newUser?: boolean;
  /**
   * orgCodes of the user's departments; the first is the current one.
   */
  departs?: string[];
}

export interface CheckRuleSeed {
  /**
   * Code a checkRule validator names.
   */
  ruleCode: string;
  /**
   * Name shown in 编码校验规则.
   */
  ruleName: string;
  /**
   * A note on the rule.
   */
  ruleDescription?: string;
  /**
   * Parts of the rule, checked in order over consecutive characters.
   *
   * @minItems 1
   */
  rules: {
    /**
     * How many next characters the part covers, or * for the whole value.
     */
    digits: string;
    /**
     * Regular expression those characters must match.
     */
    pattern: string;
    /**
     * Message when they do not.
     */
    message: string;
  }[];
}

/**
 * One party organisation and the organisations below it.
 */
export interface PartOrgSeed {
  /**
   * Organisation code (12 digits), unique.
   */
  orgCode: string;
  /**
   * Organisation name.
   */
  orgName: string;
  /**
   * Organisation type (dictionary item value).
   */
  dicPartOrgType: "1" | "2" | "3";
  /**
   * Region code the organisation belongs to.
   */
  regionCode: string;
  /**
   * Region or grid code the organisation is bound to.
   */
  bindCode?: string;
  /**
   * Name of the secretary.
   */
  secretary?: string;
  /**
   * Contact number.
   */
  phone?: string;
  /**
   * Founding date (YYYY-MM-DD).
   */
  foundDate?: string;
  /**
   * Address.
   */
  address?: string;
  /**
   * Number of party members.
   */
  memberCount?: number;
  /**
   * Organisations below it.
   */
  children?: PartOrgSeed[];
}

/**
 * One category and its children.
 */
export interface CategorySeed {
  /**
   * Category code, unique.
   */
  code: string;
  /**
   * Category name.
   */
  name: string;
  /**
   * Categories below it.
   */
  children?: CategorySeed[];
}

/**
 * A process of schemas/workflows/<key>.json: nodes a task waits at (candidates: the users of `role` whose region is the task's region, at `level`), the actions each node offers and where they lead, and each node's deadline.
 */
export interface ProcessDefinition {
  /**
   * Path of the meta-schema, for editors that complete and check the file.
   */
  $schema?: string;
  /**
   * Equals the file name.
   */
  key: string;
  /**
   * Name of the process shown in 流程设计 and on tasks.
   */
  name: string;
  /**
   * Raised by whoever edits the file; 流程设计 shows it (1 when absent). Instances do not pin a version: the engine reads the current file.
   */
  version?: number;
  /**
   * A note shown in 流程设计.
   */
  description?: string;
  /**
   * The entity whose add starts an instance (its x-entity.process names this key).
   */
  entity: string;
  /**
   * Property of the entity that titles its instances.
   */
  titleField?: string;
  /**
   * Read-only property of the entity that receives the code the server makes.
   */
  codeField?: string;
  /**
   * Prefix of the code the server makes for each new record (SQ2026112509301512).
   */
  codePrefix?: string;
  /**
   * The first node whose level is the reporter's own level starts an instance; without one, the first node.
   *
   * @minItems 1
   */
  nodes: WorkflowNode[];
}

export interface WorkflowNode {
  /**
   * Node id, unique in the process; targets name it.
   */
  id: string;
  /**
   * Node name shown on tasks and in the history.
   */
  name: string;
  /**
   * Region level of the node: a task waits for candidates at this level above the record's region.
   */
  level: "grid" | "community" | "street" | "district";
  /**
   * Role code of the candidates (schemas/seed/roles.json).
   */
  role: string;
  /**
   * Hours from a task's arrival to its due time.
   */
  deadlineHours: number;
  /**
   * Actions a candidate may take on a task at this node, in button order.
   *
   * @minItems 1
   */
  actions: WorkflowAction[];
}

export interface WorkflowAction {
  /**
   * What the action does: deal (finish), commit (hand up), assigned (hand down), back (return to the previous task), backToInit (return to the reporter), push12345 (to the 12345 hotline).
   */
  code: "deal" | "commit" | "assigned" | "back" | "backToInit" | "push12345";
  /**
   * Button text of the action.
   */
  name: string;
  /**
   * commit: the one node above; assigned: the lower nodes it may hand to. Other actions have none.
   *
   * @minItems 1
   */
  targets?: string[];
  /**
   * Listed for the client (shown disabled); the server refuses it.
   */
  disabled?: boolean;
}
