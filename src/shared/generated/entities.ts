/**
 * GENERATED FILE: do not edit. Source: schemas/entities/*.json with schemas/common/audit.json.
 * Regenerate with `npm run gen`; `npm run check:gen` (part of npm test) fails when this file is out of date.
 */

/**
 * 我的消息: One released announcement as one recipient received it, with its read state (消息中心 > 我的消息). Written at release (the announcement's title, category, priority, sender, time and content as released: a released announcement can no longer be edited), removed at revoke. Each user lists only their own rows (x-entity owner); marking read is hand-written (editByAnntIdAndUserId, readAll).
 */
export interface SysAnnouncementSend {
  /**
   * 主键
   */
  id?: string;
  /**
   * 通告
   */
  anntId: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 阅读状态
   */
  readFlag?: string;
  /**
   * 阅读时间
   */
  readTime?: string;
  /**
   * 标题
   */
  titile?: string;
  /**
   * 消息类型
   */
  msgCategory?: string;
  /**
   * 优先级
   */
  priority?: string;
  /**
   * 发布人
   */
  sender?: string;
  /**
   * 发布时间
   */
  sendTime?: string;
  /**
   * 打开方式
   */
  openType?: string;
  /**
   * 打开地址
   */
  openPage?: string;
  /**
   * 内容
   */
  msgContent?: string;
}

/**
 * 系统通告: An announcement (消息中心 > 通告管理, JeecgBoot's /sys/annountCement): written unreleased (sendStatus 0), released to its recipients (1: one sysAnnouncementSend row per user, and a push over the hub) and revoked (2). Add, edit, delete, release and revoke are hand-written routes (src/server/routes/sys/announcement.ts) that check the recipients against the sender's scope and refuse changes after release; list and queryById are the generic ones, scoped by the sender's region.
 */
export interface SysAnnouncement {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 标题
   */
  titile: string;
  /**
   * 内容
   */
  msgContent?: string;
  /**
   * 消息类型
   */
  msgCategory: string;
  /**
   * 优先级
   */
  priority: string;
  /**
   * 通告对象
   */
  msgType: string;
  /**
   * 指定用户
   */
  userIds?: string;
  /**
   * 指定区域
   */
  regionCodes?: string;
  /**
   * 打开方式
   */
  openType?: string;
  /**
   * 打开地址
   */
  openPage?: string;
  /**
   * 发布状态
   */
  sendStatus?: string;
  /**
   * 发布人
   */
  sender?: string;
  /**
   * 发布时间
   */
  sendTime?: string;
  /**
   * 撤销时间
   */
  cancelTime?: string;
  /**
   * 发布人区域
   */
  senderRegion?: string;
}

/**
 * 分类字典
 */
export interface SysCategory {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 父级节点
   */
  pid?: string;
  /**
   * 类型名称
   */
  name: string;
  /**
   * 类型编码
   */
  code: string;
  /**
   * 是否有子节点
   */
  hasChild?: "0" | "1";
}

/**
 * 编码校验规则: Named value rules for GET /sys/checkRule/checkByCode. ruleJson is a JSON array of {digits, pattern, message}: digits "*" checks the whole value, a number checks the next that many characters.
 */
export interface SysCheckRule {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 规则名称
   */
  ruleName: string;
  /**
   * 规则编码
   */
  ruleCode: string;
  /**
   * 规则JSON
   */
  ruleJson: string;
  /**
   * 规则描述
   */
  ruleDescription?: string;
}

/**
 * 数据源: A database connection (系统管理 > 数据源管理) online reports may name (`dataSource` of a report file): PostgreSQL by host, port, database, user and password, or a SQLite file. Connections are opened read-only and pooled per data source; a changed definition closes its pool (services/data-source/). The password is stored encrypted and never answered.
 */
export interface SysDataSource {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 数据源编码
   */
  code: string;
  /**
   * 数据源名称
   */
  name: string;
  /**
   * 数据库类型
   */
  dbType: string;
  /**
   * 主机
   */
  host?: string;
  /**
   * 端口
   */
  port?: number;
  /**
   * 数据库名
   */
  dbName?: string;
  /**
   * 用户名
   */
  dbUsername?: string;
  /**
   * 密码
   */
  dbPassword?: string;
  /**
   * 文件路径
   */
  filePath?: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 部门权限: The menus and buttons a department may hand to its department roles (queryDepartPermission / saveDepartPermission).
 */
export interface SysDepartPermission {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 部门
   */
  departId: string;
  /**
   * 权限
   */
  permissionId: string;
}

/**
 * 部门角色权限: The menus and buttons a department role grants its department's members (saveDeptRolePermission).
 */
export interface SysDepartRolePermission {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 部门
   */
  departId: string;
  /**
   * 部门角色
   */
  roleId: string;
  /**
   * 权限
   */
  permissionId: string;
}

/**
 * 部门角色: A department's own roles (部门角色): every member of the department (sys_user_depart) holds them, so they add what their grants allow to the members' own roles. Served by hand-written routes (src/server/routes/sys/depart-role.ts) that check the department lies in the caller's region subtree.
 */
export interface SysDepartRole {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 部门
   */
  departId: string;
  /**
   * 部门角色名称
   */
  roleName: string;
  /**
   * 部门角色编码
   */
  roleCode: string;
  /**
   * 描述
   */
  description?: string;
}

/**
 * 部门: 部门管理 (/system/depart): the list is generic (a tree table, region-scoped); add, edit, delete and deleteBatch are hand-written routes (src/server/routes/sys/depart-admin.ts) that keep a department inside its parent's region and refuse deleting one that still has users or sub-departments. A top department's parentId is empty (seeded rows) or the root 0.
 */
export interface SysDepart {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 上级部门
   */
  parentId?: string;
  /**
   * 部门名称
   */
  departName: string;
  /**
   * 机构编码
   */
  orgCode: string;
  /**
   * 所属区域
   */
  regionCode?: string;
  /**
   * 排序
   */
  departOrder?: number;
}

/**
 * 字典项
 */
export interface SysDictItem {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 字典
   */
  dictId: string;
  /**
   * 名称
   */
  itemText: string;
  /**
   * 数据值
   */
  itemValue: string;
  /**
   * 描述
   */
  description?: string;
  /**
   * 排序
   */
  sortOrder?: number;
  /**
   * 状态
   */
  status?: number;
}

/**
 * 数据字典
 */
export interface SysDict {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 字典名称
   */
  dictName: string;
  /**
   * 字典编码
   */
  dictCode: string;
  /**
   * 描述
   */
  description?: string;
}

/**
 * 网关路由: A gateway route (系统管理 > 网关路由): requests to /api/gateway/<prefix>/<path> are forwarded to <targetUrl>/<path> with the secret added as a header (a query-string secret is refused on save and not forwarded; only the seeded Tianditu route keeps its key as tk, for the server's place search), the caller's cookies and authorization stripped (services/gateway/). Only allowlisted hosts are reached (GATEWAY_ALLOWED_HOSTS and the Tianditu hosts). The secret is stored encrypted and never answered.
 */
export interface SysGatewayRoute {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 路由名称
   */
  name: string;
  /**
   * 路由前缀
   */
  prefix: string;
  /**
   * 目标地址
   */
  targetUrl: string;
  /**
   * 允许的方法
   */
  methods: string;
  /**
   * 访问权限
   */
  perms?: string;
  /**
   * 密钥位置
   */
  secretKind: "none" | "header";
  /**
   * 参数名/请求头名
   */
  secretName?: string;
  /**
   * 密钥
   */
  secretValue?: string;
  /**
   * 状态
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 系统日志: The login log (logType 1: login, logout, failed login) and the operation log (logType 2: every POST, PUT or DELETE through the API by a logged-in user), written by src/server/plugins/activity-log.ts after the answer has gone out. Never a request body. regionCode is the user's region when the entry was written: a caller granted log:list reads the entries of users in their region subtree (entries of unknown accounts have none: administrators only). Kept 180 days by the scheduled job cleanOldLogs.
 */
export interface SysLog {
  /**
   * 主键
   */
  id: string;
  /**
   * 日志类型
   */
  logType: number;
  /**
   * 日志内容
   */
  logContent: string;
  /**
   * 操作类型
   */
  operateType?: string;
  /**
   * 用户ID
   */
  userId?: string;
  /**
   * 账号
   */
  username?: string;
  /**
   * 用户名称
   */
  realname?: string;
  /**
   * 所属区域
   */
  regionCode?: string;
  /**
   * IP
   */
  ip?: string;
  /**
   * 客户端
   */
  userAgent?: string;
  /**
   * 请求方式
   */
  method?: string;
  /**
   * 请求路径
   */
  requestUrl?: string;
  /**
   * 状态码
   */
  status?: number;
  /**
   * 结果
   */
  result?: string;
  /**
   * 耗时(毫秒)
   */
  costTime?: number;
  /**
   * 时间
   */
  createTime: string;
}

/**
 * 消息模板: A message template (消息中心 > 消息模板, JeecgBoot's sys_sms_template): plain text with ${name} placeholders, filled from JSON by validators/message-template.ts (no code runs) and sent by sendMsg (src/server/routes/sys/message/template-send.ts) as an SMS, an e-mail or an in-app 系统消息. Templates are configuration of the whole platform: no region scope; add, edit and delete need msgTemplate:add/edit/delete, sending msgTemplate:send.
 */
export interface SysMessageTemplate {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 模板编码
   */
  templateCode: string;
  /**
   * 模板标题
   */
  templateName: string;
  /**
   * 模板类型
   */
  templateType: string;
  /**
   * 模板内容
   */
  templateContent: string;
  /**
   * 测试数据
   */
  templateTestJson?: string;
}

/**
 * 消息记录: One message sent from a template to one receiver (消息中心 > 消息记录, JeecgBoot's sys_sms): its title, content, channel, receiver (phone for SMS, e-mail address for mail, account for 系统消息), status 0 未发送 / 1 发送成功 / 2 发送失败, send count, last send time and the result (the sender's reason of a failure). Written only by the server (sendMsg, the resend job); list, queryById and delete are generic, within the sender's region (senderRegion).
 */
export interface SysMessage {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 消息标题
   */
  esTitle?: string;
  /**
   * 发送方式
   */
  esType: string;
  /**
   * 接收人
   */
  esReceiver?: string;
  /**
   * 接收人姓名
   */
  receiverName?: string;
  /**
   * 接收用户
   */
  receiverId?: string;
  /**
   * 发送内容
   */
  esContent?: string;
  /**
   * 发送状态
   */
  esSendStatus: string;
  /**
   * 发送次数
   */
  esSendNum?: number;
  /**
   * 发送时间
   */
  esSendTime?: string;
  /**
   * 发送结果
   */
  esResult?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 模板编码
   */
  templateCode?: string;
  /**
   * 站内消息
   */
  anntId?: string;
  /**
   * 发送人区域
   */
  senderRegion?: string;
}

/**
 * 接入应用: A client application registered with the platform's OAuth2 / OpenID Connect authorisation server (系统管理 > 应用接入): it signs its users in with their platform accounts by the authorisation code flow with PKCE (services/oauth2-server/). The server makes the client id and secret; the secret is stored encrypted and shown only when it is made (新增, 重置密钥).
 */
export interface SysOauth2Client {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 应用名称
   */
  clientName: string;
  /**
   * 客户端ID
   */
  clientId?: string;
  /**
   * 客户端密钥
   */
  clientSecret?: string;
  /**
   * 回调地址
   */
  redirectUris: string;
  /**
   * 允许的授权范围
   */
  scopes: string;
  /**
   * 状态
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 系统参数: Parameters an administrator changes at run time (系统管理 > 系统参数): one row, id 1, seeded at the first start from SADNESS_MODE and SERVICE_TEL; afterwards the stored values win and every page load reads them (MSystemController/queryInitParam, SysController/queryServiceTel). Every edit is in the operation log. The app download record is the appVersion entity (APP版本).
 */
export interface SysParam {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 哀悼模式（全站灰色）: 是：所有用户下次打开页面时界面显示为灰色（如国家哀悼日）
   */
  sadnessMode: string;
  /**
   * 客服电话
   */
  serviceTel: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 公开统计指标: 勾选的指标在无需登录的统计页（/srepStatistics）公开显示，未勾选的不公开（字典 public_figure 的项，逗号分隔）
   */
  publicFigures?: string;
}

/**
 * 数据规则: A data rule of a menu permission (JeecgBoot's sys_permission_data_rule): a condition on one property of the entity whose list the permission guards. A role granted the permission and the rule reads only the rows that meet it (src/server/services/data-rules/). Written by the hand-written routes of src/server/routes/sys/permission-rule.ts, administrators only.
 */
export interface SysPermissionDataRule {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 菜单
   */
  permissionId: string;
  /**
   * 规则名称
   */
  ruleName: string;
  /**
   * 规则字段
   */
  ruleColumn: string;
  /**
   * 条件规则
   */
  ruleConditions: "=" | "!=" | ">" | ">=" | "<" | "<=" | "IN" | "LIKE" | "LEFT_LIKE" | "RIGHT_LIKE";
  /**
   * 规则值
   */
  ruleValue: string;
  /**
   * 状态
   */
  status?: "0" | "1";
}

/**
 * 菜单权限: Menus (menuType 0 top, 1 child) and buttons (menuType 2) of the permission tree. 菜单管理 (/system/permission) reads and writes them through hand-written routes, administrators only (src/server/routes/sys/permission-admin.ts); a deleted one keeps its row with delFlag 1, so the menu seed does not bring it back.
 */
export interface SysPermission {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 上级菜单
   */
  parentId?: string;
  /**
   * 菜单名称
   */
  name: string;
  /**
   * 路径
   */
  url?: string;
  /**
   * 前端组件
   */
  component?: string;
  /**
   * 组件名称
   */
  componentName?: string;
  /**
   * 重定向
   */
  redirect?: string;
  /**
   * 菜单类型
   */
  menuType: 0 | 1 | 2;
  /**
   * 权限编码
   */
  perms?: string;
  /**
   * 权限策略
   */
  permsType?: string;
  /**
   * 排序
   */
  sortNo?: number;
  /**
   * 聚合路由
   */
  alwaysShow?: 0 | 1;
  /**
   * 图标
   */
  icon?: string;
  /**
   * 是否路由
   */
  isRoute?: 0 | 1;
  /**
   * 叶子节点
   */
  isLeaf?: 0 | 1;
  /**
   * 缓存页面
   */
  keepAlive?: 0 | 1;
  /**
   * 隐藏
   */
  hidden?: 0 | 1;
  /**
   * 外部打开
   */
  internalOrExternal?: 0 | 1;
  /**
   * 按钮状态
   */
  status?: string;
  /**
   * 删除标记
   */
  delFlag?: number;
}

/**
 * 任务运行日志: One run of a scheduled job. The row is also the claim of its fire time: (jobId, fireTime) is unique, so with several server instances exactly one inserts it and runs the job. Runs started by hand have no fire time. Rows stay when their job is deleted (they name it); the scheduler keeps the newest 1000 per job and none older than 30 days.
 */
export interface QuartzJobLog {
  /**
   * 主键
   */
  id: string;
  /**
   * 任务
   */
  jobId: string;
  /**
   * 任务名称
   */
  jobName: string;
  /**
   * 计划时间
   */
  fireTime?: string;
  /**
   * 触发方式
   */
  trigger: string;
  /**
   * 开始时间
   */
  startTime: string;
  /**
   * 耗时(毫秒)
   */
  durationMs?: number;
  /**
   * 结果
   */
  result: string;
  /**
   * 结果说明
   */
  message?: string;
  /**
   * 错误
   */
  error?: string;
  /**
   * 执行实例
   */
  instance?: string;
}

/**
 * 定时任务: A scheduled job (系统管理 > 定时任务): a job type of the server's registry (src/server/services/scheduler/job-types.ts, listed in the quartz_job_type dictionary) run by the scheduler at the fire times of a Quartz cron expression while its status is 0 (正常).
 */
export interface QuartzJob {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 任务名称
   */
  jobName: string;
  /**
   * 任务类型
   */
  jobClassName: string;
  /**
   * cron表达式
   */
  cronExpression: string;
  /**
   * 参数
   */
  parameter?: string;
  /**
   * 状态
   */
  status: string;
  /**
   * 描述
   */
  description?: string;
}

/**
 * 角色权限
 */
export interface SysRolePermission {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 角色
   */
  roleId: string;
  /**
   * 权限
   */
  permissionId: string;
  /**
   * 数据规则: The data rules (sysPermissionDataRule ids, comma-joined) this role is held to when it reads through this permission.
   */
  dataRuleIds?: string;
}

/**
 * 角色: 角色管理 (/system/role): list is the role picker's route, add, edit, delete and deleteBatch hand-written routes (src/server/routes/sys/role-admin.ts) that keep the administrator role to administrators and take a deleted role's grants and user links with it.
 */
export interface SysRole {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 角色名称
   */
  roleName: string;
  /**
   * 角色编码
   */
  roleCode: string;
  /**
   * 描述
   */
  description?: string;
}

/**
 * 保存的高级查询: Advanced queries a user saved on the server so that they follow them to other browsers (beyond 002 §7, which keeps them in the browser only). Each row belongs to one user; only the routes of super-query.ts read or write it, always for the caller.
 */
export interface SysSavedQuery {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 页面
   */
  pageKey: string;
  /**
   * 查询名称
   */
  title: string;
  /**
   * 匹配方式
   */
  matchType: "and" | "or";
  /**
   * 查询条件: The items as superQueryParams sends them, as JSON text.
   */
  records: string;
}

/**
 * 租户: A tenant (系统管理 > 租户管理, JeecgBoot's /sys/tenant). Users belong to tenants through sys_user.relTenantIds (comma-joined tenant ids, JeecgBoot's field); the login-time tenant choice and data isolation read it later. A tenant that users still belong to is not deleted (routes/sys/tenant.ts).
 */
export interface SysTenant {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 租户名称
   */
  name: string;
  /**
   * 开始日期
   */
  beginDate?: string;
  /**
   * 结束日期
   */
  endDate?: string;
  /**
   * 状态
   */
  status: number;
}

/**
 * 登录令牌: Server-side sessions: only the SHA-256 of a token is stored, so a database leak yields no usable token.
 */
export interface SysToken {
  /**
   * 令牌摘要
   */
  tokenHash: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 登录时间
   */
  createdAt?: number;
  /**
   * 过期时间
   */
  expiresAt: number;
  /**
   * 已注销
   */
  revoked?: 0 | 1;
  /**
   * 当前租户
   */
  tenantId?: string;
  /**
   * 登录IP
   */
  loginIp?: string;
  /**
   * 最后活动时间
   */
  lastActive?: number;
  /**
   * 登录方式: phone: the session began with an SMS code (a forced password change then needs no old password); preview: a read-only schema playground preview; empty: any other login
   */
  loginVia?: string;
  /**
   * 预览人: Id of the administrator who previews as this user (loginVia preview); empty for every other session
   */
  previewBy?: string;
}

/**
 * 用户部门
 */
export interface SysUserDepart {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 部门
   */
  depId: string;
}

/**
 * 新消息通知设置: Each user's switches per message channel that leaves the platform (SMS, e-mail; the in-app bell always shows) (个人设置 > 新消息通知), one row per user keyed by the user id, read and written only by that user through /sys/user/notifySettings. Code that sends a message on a channel asks notifyAllowed (src/server/services/account/notify-settings.ts); a user without a row gets every channel.
 */
export interface SysUserNotify {
  /**
   * 用户
   */
  id: string;
  /**
   * 短信
   */
  sms: string;
  /**
   * 邮件
   */
  email: string;
  /**
   * 更新时间
   */
  updateTime?: string;
}

/**
 * 用户角色
 */
export interface SysUserRole {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 角色
   */
  roleId: string;
}

/**
 * 用户: A back-office account. The password hash and lock counters never leave the server.
 */
export interface SysUser {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 用户账号
   */
  username: string;
  /**
   * 用户姓名
   */
  realname: string;
  /**
   * 密码 (server only, never sent to clients)
   */
  password?: string;
  /**
   * 头像
   */
  avatar?: string;
  /**
   * 性别
   */
  sex?: number;
  /**
   * 手机号
   */
  phone?: string;
  /**
   * 邮箱
   */
  email?: string;
  /**
   * 所属区域
   */
  regionCode?: string;
  /**
   * 当前部门
   */
  orgCode?: string;
  /**
   * 所属租户
   */
  relTenantIds?: string;
  /**
   * 状态
   */
  status?: number;
  /**
   * 需修改密码
   */
  updatePwd?: 0 | 1;
  /**
   * 新用户引导
   */
  newUser?: 0 | 1;
  /**
   * 连续登录失败次数 (server only, never sent to clients)
   */
  loginFailCount?: number;
  /**
   * 首次失败时间 (server only, never sent to clients)
   */
  loginFailFirst?: number;
  /**
   * 锁定至 (server only, never sent to clients)
   */
  lockUntil?: number;
}

/**
 * APP版本: A released version of the mobile app that an administrator keeps (002 §2.3, §7 AppPushController): the header's 安卓 QR code shows the newest released one (queryLastAppVersionInfo, src/server/routes/app-push-controller.ts). The download link is an address a phone reaches without logging in (an app store or the site's own download server); an uploaded file would need the session's token.
 */
export interface AppVersion {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 版本名称
   */
  versionName: string;
  /**
   * 版本号
   */
  versionCode: number;
  /**
   * 平台
   */
  platform: string;
  /**
   * 下载地址
   */
  downloadUrl: string;
  /**
   * 引导页地址
   */
  guidePageUrl?: string;
  /**
   * 更新说明
   */
  releaseNote?: string;
  /**
   * 发布时间
   */
  releaseTime: string;
}

/**
 * 社区信息: A community's committee and party organisation (001 §3 'Community info'); one row per community, edited by its officials in the setup wizard (TBaseRegionController getCommInfo / editCommInfo).
 */
export interface CommInfo {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 所属社区
   */
  regionCode: string;
  /**
   * 居（村）民委员会名称
   */
  admOrgName: string;
  /**
   * 统一社会信用代码
   */
  admOrgCode?: string;
  /**
   * 地址
   */
  admAddr: string;
  /**
   * 社区简介
   */
  regionIntr?: string;
  /**
   * 联系电话
   */
  admOrgTel?: string;
  /**
   * 党组织类别
   */
  dicPartOrgType: string;
  /**
   * 党组织代码
   */
  partOrgCode?: string;
  /**
   * 党组织名称
   */
  partOrgName: string;
  /**
   * 党组织负责人
   */
  partOrgEmpl?: string;
  /**
   * 党组织电话
   */
  partOrgTel?: string;
  /**
   * 党组织ID
   */
  partOrgId?: string;
  /**
   * 网格数量
   */
  gridNum?: number;
  /**
   * 宣传图片: Stored paths of up to 4 images, comma-joined in their order (the position is inx, 1-based).
   */
  fileList?: string;
}

/**
 * 网格: A grid of a community; its code is the community code plus 3 digits.
 */
export interface Grid {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 网格名称
   */
  gridName: string;
  /**
   * 网格编号
   */
  gridCode: string;
  /**
   * 网格类型
   */
  dicGridType: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 党组织类型
   */
  dicPartOrgType?: string;
  /**
   * 党组织代码
   */
  partOrgCode?: string;
  /**
   * 网格内党组织
   */
  partOrgName?: string;
  /**
   * 党组织ID
   */
  partOrgId?: string;
  /**
   * 党组织负责人
   */
  orgEmpl?: string;
  /**
   * 联系电话
   */
  orgTel?: string;
  /**
   * 党员人数
   */
  partNum?: number;
  /**
   * 标绘状态
   */
  drawStatus?: 0 | 1;
  /**
   * 经度
   */
  gisLon?: number;
  /**
   * 纬度
   */
  gisLat?: number;
  /**
   * 所属社区
   */
  regionCode: string;
}

/**
 * 行政区划: The region tree: province (2 digits), city (4), district (6), street (9), community (12), grid (15). 行政区划 (/dictionary/region): list and queryById are generic (region-scoped, a tree through parentCode; the province has none); add, edit and delete are hand-written (src/server/routes/region-admin.ts): administrators only, a code extends its parent's by the level's digits, a region in use is not deleted.
 */
export interface Region {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 区划代码
   */
  regionCode: string;
  /**
   * 区划名称
   */
  regionName: string;
  /**
   * 上级区划
   */
  parentCode?: string;
  /**
   * 层级
   */
  regionLevel: number;
  /**
   * 经度
   */
  gisLon?: number;
  /**
   * 纬度
   */
  gisLat?: number;
}

/**
 * 楼栋信息: A building of a grid, as a community's building register keeps it; regionCode is the grid (or community) code.
 */
export interface Building {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 楼栋名称
   */
  buildingName: string;
  /**
   * 楼栋编号
   */
  buildingNo?: string;
  /**
   * 楼栋地址
   */
  address?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 地上层数
   */
  floorsAbove?: number;
  /**
   * 地下层数
   */
  floorsBelow?: number;
  /**
   * 单元数
   */
  unitCount?: number;
  /**
   * 总户数
   */
  householdCount?: number;
  /**
   * 建筑结构
   */
  structure?: string;
  /**
   * 楼栋用途
   */
  buildingUse?: string;
  /**
   * 建成年份
   */
  builtYear?: number;
  /**
   * 物业公司
   */
  propertyCompany?: string;
  /**
   * 楼长
   */
  buildingHead?: string;
  /**
   * 楼长电话
   */
  headPhone?: string;
  /**
   * 经度
   */
  gisLon?: number;
  /**
   * 纬度
   */
  gisLat?: number;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 帮助文档: A help document linked to a menu entry (001 §3 'Help document', §7 courseController): pages of that menu show a floating help icon that downloads it.
 */
export interface Course {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 所属菜单
   */
  menuId: string;
  /**
   * 菜单名称
   */
  menuName?: string;
  /**
   * 文档名称
   */
  oriFileName: string;
  /**
   * 文件
   */
  fsUri: string;
  /**
   * 下载次数
   */
  downloadSum?: number;
}

/**
 * 每日体温: One day's temperature check of an isolated person (morning and afternoon), reached only through its isolation record.
 */
export interface EpidemicIsolationTemp {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 隔离记录
   */
  isolationId: string;
  /**
   * 序号
   */
  sortNo?: number;
  /**
   * 日期
   */
  checkDate: string;
  /**
   * 上午体温（℃）
   */
  morningTemp?: number;
  /**
   * 下午体温（℃）
   */
  afternoonTemp?: number;
  /**
   * 症状
   */
  symptom?: string;
}

/**
 * 隔离管控: A person under home or central isolation, with the daily temperature checks of the 隔离人员健康监测表 as detail rows and the release state; regionCode is the grid (or community) responsible.
 */
export interface EpidemicIsolation {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 姓名
   */
  name: string;
  /**
   * 身份证号
   */
  idCard?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 隔离方式
   */
  isolationType: string;
  /**
   * 隔离地点
   */
  place?: string;
  /**
   * 开始日期
   */
  startDate: string;
  /**
   * 解除日期
   */
  endDate?: string;
  /**
   * 隔离原因
   */
  reason?: string;
  /**
   * 包保责任人
   */
  responsible?: string;
  /**
   * 责任人电话
   */
  responsiblePhone?: string;
  /**
   * 管控状态
   */
  releaseState: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 每日体温: detail rows (x-entity.details)
   */
  temperatures?: EpidemicIsolationTemp[];
}

/**
 * 返乡人员: A person returning to the region from elsewhere, as the community's 返乡人员登记表 records them: where from, when and how, health code, nucleic test and the follow-up status; regionCode is the grid (or community) they stay in.
 */
export interface EpidemicReturnee {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 姓名
   */
  name: string;
  /**
   * 身份证号
   */
  idCard: string;
  /**
   * 性别
   */
  sex?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 来源地
   */
  fromArea?: string;
  /**
   * 来源地详细地址
   */
  fromAddress?: string;
  /**
   * 返回日期
   */
  returnDate: string;
  /**
   * 交通方式
   */
  transport?: string;
  /**
   * 车次/航班/车牌
   */
  tripNo?: string;
  /**
   * 健康码
   */
  healthCode?: string;
  /**
   * 核酸检测结果
   */
  nucleicResult?: string;
  /**
   * 核酸检测日期
   */
  nucleicDate?: string;
  /**
   * 现居住地址
   */
  address?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 管控状态
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 疫苗接种: One vaccination of a resident (one row per dose), as the community's 疫苗接种登记 records it from the vaccination certificate; regionCode is the grid (or community) of the resident.
 */
export interface EpidemicVaccine {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 姓名
   */
  name: string;
  /**
   * 身份证号
   */
  idCard: string;
  /**
   * 性别
   */
  sex?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 剂次
   */
  doseNo: string;
  /**
   * 疫苗种类
   */
  vaccineType?: string;
  /**
   * 生产企业
   */
  manufacturer?: string;
  /**
   * 接种日期
   */
  vaccinateDate: string;
  /**
   * 接种单位
   */
  site?: string;
  /**
   * 疫苗批号
   */
  batchNo?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 诉求事件: A citizen appeal or event reported by grid or community staff (002 §2.9, §3 formData). Each add starts an instance of the process of x-entity.process in the same transaction (src/server/services/workflow/); the server makes eventCode, fills grid from a grid member's own region when left out, and keeps matterInstId, procStatus, currTaskNames and overdue as the process moves.
 */
export interface EventProc {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 诉求名称
   */
  eventName: string;
  /**
   * 诉求编号
   */
  eventCode?: string;
  /**
   * 紧急程度
   */
  emLevel: string;
  /**
   * 事发地址
   */
  gisAddress?: string;
  /**
   * 纬度
   */
  gisLat?: number;
  /**
   * 经度
   */
  gisLon?: number;
  /**
   * 所属网格
   */
  grid: string;
  /**
   * 事件来源
   */
  dicEventPushType: string;
  /**
   * 诉求描述
   */
  eventDesc?: string;
  /**
   * 诉求人类型
   */
  emplType: string;
  /**
   * 诉求人
   */
  emplName?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 备注
   */
  eventRemark?: string;
  /**
   * 诉求图片: Stored paths of up to 4 images, comma-joined.
   */
  images?: string;
  /**
   * 流程实例
   */
  matterInstId?: string;
  /**
   * 办理状态
   */
  procStatus?: string;
  /**
   * 当前环节
   */
  currTaskNames?: string;
  /**
   * 是否超期
   */
  overdue?: 0 | 1;
  /**
   * 办结时间
   */
  endTime?: string;
}

/**
 * 重点人群: A resident the community keeps an eye on (独居老人, 残疾人, 低保户 …), one row per category, with the responsible grid member and the visit records (走访记录) as detail rows; regionCode is the grid (or community) that looks after them.
 */
export interface FocusPerson {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 居民
   */
  residentId: string;
  /**
   * 姓名
   */
  residentName: string;
  /**
   * 身份证号
   */
  idCard?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 人群类别
   */
  category: string;
  /**
   * 关注程度
   */
  attentionLevel: string;
  /**
   * 责任网格员
   */
  gridStaff?: string;
  /**
   * 监护人/联系人
   */
  guardian?: string;
  /**
   * 监护人电话
   */
  guardianPhone?: string;
  /**
   * 列管日期
   */
  startDate?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 走访记录: detail rows (x-entity.details)
   */
  visits?: FocusVisit[];
}

/**
 * 走访记录: One visit to a focus person; reached only through its focus-person row.
 */
export interface FocusVisit {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 重点人员
   */
  focusId: string;
  /**
   * 序号
   */
  sortNo?: number;
  /**
   * 走访日期
   */
  visitDate: string;
  /**
   * 走访人
   */
  visitor: string;
  /**
   * 走访方式
   */
  visitWay: string;
  /**
   * 走访情况
   */
  situation: string;
  /**
   * 走访照片
   */
  photos?: string;
}

/**
 * 房屋信息: A dwelling or shop of a building (unit, floor, number), with its use and owner; regionCode is the grid of the building.
 */
export interface House {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 所在楼栋
   */
  buildingId: string;
  /**
   * 单元
   */
  unitNo?: string;
  /**
   * 楼层
   */
  floorNo?: number;
  /**
   * 房号
   */
  roomNo: string;
  /**
   * 建筑面积（㎡）
   */
  area?: number;
  /**
   * 房屋用途
   */
  houseUse?: string;
  /**
   * 产权人
   */
  ownerName?: string;
  /**
   * 产权人身份证号
   */
  ownerIdCard?: string;
  /**
   * 产权人电话
   */
  ownerPhone?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 我的通知: One published notice as one recipient received it, with its read state (通知公告 > 我的通知). Written at publish with the notice as published (a published notice can no longer be edited), removed with the notice. Each user lists only their own rows (x-entity owner); the detail and read marking are TPartNotifController/queryNotifByIdUserCity.
 */
export interface TPartNotifUser {
  /**
   * 主键
   */
  id?: string;
  /**
   * 通知
   */
  notifId: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 阅读状态
   */
  readFlag?: string;
  /**
   * 阅读时间
   */
  readTime?: string;
  /**
   * 标题
   */
  notifTitle?: string;
  /**
   * 摘要
   */
  notifAbs?: string;
  /**
   * 内容
   */
  notifCont?: string;
  /**
   * 图片
   */
  notifImages?: string;
  /**
   * 推送人
   */
  pushEmpl?: string;
  /**
   * 推送时间
   */
  pushTime?: string;
}

/**
 * 通知公告: A notice (通知公告, TPartNotifController): written as a draft (notifState 0) by a writer for target regions within their scope, published once (1: pushTime set, one tPartNotifUser row per user of the target regions, and a push to them). Add, edit, delete and publish are hand-written routes (src/server/routes/tpart-notif-controller.ts); list and queryById are the generic ones, scoped by the writer's region.
 */
export interface TPartNotif {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 标题
   */
  notifTitle: string;
  /**
   * 摘要
   */
  notifAbs?: string;
  /**
   * 内容
   */
  notifCont?: string;
  /**
   * 图片: Stored paths of up to 9 images, comma-joined in their order.
   */
  notifImages?: string;
  /**
   * 推送区域
   */
  targetRegions: string;
  /**
   * 状态
   */
  notifState?: string;
  /**
   * 推送人
   */
  pushEmpl?: string;
  /**
   * 推送时间
   */
  pushTime?: string;
  /**
   * 推送人区域
   */
  pushRegion?: string;
}

/**
 * 党组织: The party-organisation tree (党委 / 党总支 / 党支部 …) as a community office keeps it; each organisation belongs to a region (regionCode: who may see and keep it) and may lead one administrative node (bindCode: the 党/行政 binding, one organisation per node). A community's own organisation of the setup wizard (commInfo.partOrgId) is a row of this tree. Codes are unique nationally.
 */
export interface PartOrg {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 上级组织
   */
  parentId?: string;
  /**
   * 组织名称
   */
  orgName: string;
  /**
   * 组织代码
   */
  orgCode?: string;
  /**
   * 组织类别
   */
  dicPartOrgType: string;
  /**
   * 书记
   */
  secretary?: string;
  /**
   * 联系人
   */
  contact?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 成立日期
   */
  foundDate?: string;
  /**
   * 地址
   */
  address?: string;
  /**
   * 党员人数
   */
  memberCount?: number;
  /**
   * 排序
   */
  sortNo?: number;
  /**
   * 所属区域
   */
  regionCode: string;
  /**
   * 绑定行政区划: The administrative node (street, community or grid) this organisation leads: at most one organisation per node; written by TBaseRegionController/ediDOrXz and the setup wizard.
   */
  bindCode?: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 参加人员: One participant of a party activity and their attendance; reached only through its activity.
 */
export interface PartyActivityMember {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 党建活动
   */
  activityId: string;
  /**
   * 序号
   */
  sortNo?: number;
  /**
   * 居民: The resident who took part, when they are registered (the resident's detail page lists the activities they joined).
   */
  residentId?: string;
  /**
   * 党员姓名
   */
  memberName: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 出席情况
   */
  attendance: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 党建活动: An activity of a party organisation (三会一课, 主题党日, 志愿服务 …) as its activity register (活动记录本) keeps it, with the attendance of each participant as detail rows; regionCode is the region the organisation belongs to.
 */
export interface PartyActivity {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 党组织
   */
  partOrgId: string;
  /**
   * 活动主题
   */
  title: string;
  /**
   * 活动类型
   */
  activityType: string;
  /**
   * 活动日期
   */
  activityDate: string;
  /**
   * 活动地点
   */
  place?: string;
  /**
   * 主持人
   */
  host?: string;
  /**
   * 记录人
   */
  recorder?: string;
  /**
   * 活动内容
   */
  content?: string;
  /**
   * 活动照片: Stored paths of up to 9 images, comma-joined in their order.
   */
  photos?: string;
  /**
   * 所属区域
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 所属租户: The writer's tenant when the row was added; empty: shared by every tenant (rows older than the tenant scope).
   */
  tenantId?: string;
  /**
   * 参加人员: detail rows (x-entity.details)
   */
  participants?: PartyActivityMember[];
}

/**
 * 居民信息: A resident of a community, kept by the grid that serves them; regionCode is the grid (or community) code.
 */
export interface Resident {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 姓名
   */
  name: string;
  /**
   * 性别
   */
  sex: string;
  /**
   * 身份证号
   */
  idCard?: string;
  /**
   * 出生日期
   */
  birthday?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 民族
   */
  nation?: string;
  /**
   * 政治面貌
   */
  politicalStatus?: string;
  /**
   * 人口类型
   */
  residenceType?: string;
  /**
   * 居民标签: Labels of the resident (低保户, 独居老人 …): item values of resident_tag, comma-joined.
   */
  tags?: string;
  /**
   * 户号
   */
  householdNo?: string;
  /**
   * 户主姓名
   */
  householder?: string;
  /**
   * 工作单位
   */
  workUnit?: string;
  /**
   * 居住地址
   */
  address?: string;
  /**
   * 所在楼栋
   */
  buildingName?: string;
  /**
   * 门牌号
   */
  roomNo?: string;
  /**
   * 楼栋
   */
  buildingId?: string;
  /**
   * 房屋
   */
  houseId?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 社会组织: A registered social organisation (社会团体, 民办非企业单位, 基金会) active in the region, as the civil-affairs register (社会组织登记证书) describes it; regionCode is the community (or grid) that keeps it.
 */
export interface SocialOrg {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 组织名称
   */
  orgName: string;
  /**
   * 统一社会信用代码
   */
  creditCode: string;
  /**
   * 组织类别
   */
  category: string;
  /**
   * 登记管理机关
   */
  registrationAuthority?: string;
  /**
   * 业务主管单位
   */
  supervisor?: string;
  /**
   * 登记日期
   */
  registerDate?: string;
  /**
   * 法定代表人
   */
  legalPerson?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 会员（成员）数
   */
  memberCount?: number;
  /**
   * 活动地域
   */
  activityArea?: string;
  /**
   * 业务范围
   */
  businessScope?: string;
  /**
   * 住所
   */
  address?: string;
  /**
   * 登记状态
   */
  status: string;
  /**
   * 所属社区
   */
  regionCode: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 单位信息: An employer or institution inside a grid, as a community's unit register (辖区单位台账) keeps it: licence data, contact, building, staff, its party organisation and map point; regionCode is the grid (or community) code.
 */
export interface Unit {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 单位名称
   */
  unitName: string;
  /**
   * 统一社会信用代码
   */
  creditCode?: string;
  /**
   * 单位类型
   */
  unitType: string;
  /**
   * 所属行业
   */
  industry?: string;
  /**
   * 法定代表人
   */
  legalPerson?: string;
  /**
   * 联系人
   */
  contact?: string;
  /**
   * 联系电话
   */
  contactPhone?: string;
  /**
   * 单位地址
   */
  address?: string;
  /**
   * 所在楼栋
   */
  buildingId?: string;
  /**
   * 从业人数
   */
  employeeCount?: number;
  /**
   * 党员人数
   */
  partyMemberCount?: number;
  /**
   * 所属党组织
   */
  partOrgId?: string;
  /**
   * 所属网格
   */
  regionCode: string;
  /**
   * 经度
   */
  gisLon?: number;
  /**
   * 纬度
   */
  gisLat?: number;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 工作力量: One person of the region's work forces (社区工作者, 街道工作人员, 网格员, 党员, 志愿者, 领导干部, 物业人员, 其他力量): one table with a force type; each list screen stands for one type (preset). A person serving in two forces has a row per force. Party data is kept for party members only.
 */
export interface WorkForce {
  /**
   * 主键
   */
  id?: string;
  /**
   * 创建人
   */
  createBy?: string;
  /**
   * 创建时间
   */
  createTime?: string;
  /**
   * 更新人
   */
  updateBy?: string;
  /**
   * 更新时间
   */
  updateTime?: string;
  /**
   * 姓名
   */
  name: string;
  /**
   * 身份证号
   */
  idCard?: string;
  /**
   * 性别
   */
  sex?: string;
  /**
   * 出生日期
   */
  birthday?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 力量类型
   */
  forceType: string;
  /**
   * 职务/岗位
   */
  post?: string;
  /**
   * 所在单位
   */
  workUnit?: string;
  /**
   * 所属区域
   */
  regionCode: string;
  /**
   * 是否党员
   */
  partyMember?: string;
  /**
   * 所在党组织
   */
  partOrgId?: string;
  /**
   * 入党日期
   */
  joinPartyDate?: string;
  /**
   * 入职日期
   */
  entryDate?: string;
  /**
   * 照片
   */
  photo?: string;
  /**
   * 备注
   */
  remark?: string;
}

/**
 * 流程实例: One run of a process definition (schemas/workflows) for one business row (an event): written by the workflow engine (src/server/services/workflow); 流程实例 lists them (processInstance:list) within the caller's region, currNodeIds naming the nodes to highlight on the diagram.
 */
export interface WfInstance {
  /**
   * 主键
   */
  id?: string;
  /**
   * 流程
   */
  processKey: string;
  /**
   * 业务数据
   */
  businessKey: string;
  /**
   * 标题
   */
  title?: string;
  /**
   * 所属区域
   */
  regionCode: string;
  /**
   * 状态
   */
  status: string;
  /**
   * 当前节点: Ids of the nodes with an open task, comma-joined; empty once ended.
   */
  currNodeIds?: string;
  /**
   * 发起人
   */
  startUserId: string;
  /**
   * 发起人姓名
   */
  startUserName?: string;
  /**
   * 发起时间
   */
  startTime: string;
  /**
   * 结束时间
   */
  endTime?: string;
}

/**
 * 流程步骤: One action taken on a task (the timeline of the process detail and 已办事项): who, when, what, the reason or note and its images (attrList as JSON).
 */
export interface WfStep {
  /**
   * 主键
   */
  id?: string;
  /**
   * 流程实例
   */
  instanceId: string;
  /**
   * 任务
   */
  taskId: string;
  /**
   * 办理人
   */
  userId: string;
  /**
   * 办理人姓名
   */
  userName?: string;
  /**
   * 联系电话
   */
  phone?: string;
  /**
   * 办理方式
   */
  actionCode: string;
  /**
   * 办理方式名称
   */
  actionName?: string;
  /**
   * 办理意见
   */
  attDesc?: string;
  /**
   * 附件
   */
  attrList?: string;
  /**
   * 顺序: Creation order (ms clock, strictly increasing in one server): times of one second tie.
   */
  seq: number;
  /**
   * 办理时间
   */
  procTime: string;
  /**
   * 停留时长
   */
  costMs?: number;
}

/**
 * 待办已读: A candidate opened the detail of a task: its type-2 reminder leaves their header list. The deadline job removes the marks of a task that falls overdue, so the reminder comes back as 已超期.
 */
export interface WfTaskSeen {
  /**
   * 主键
   */
  id?: string;
  /**
   * 任务
   */
  taskId: string;
  /**
   * 用户
   */
  userId: string;
  /**
   * 阅读时间
   */
  seenTime?: string;
}

/**
 * 流程任务: A task of a process instance waiting at a node for the users of the node's role in regionCode (or for assigneeId alone). An action closes it with a conditional update on status and version, so of two people acting at once exactly one wins.
 */
export interface WfTask {
  /**
   * 主键
   */
  id?: string;
  /**
   * 流程实例
   */
  instanceId: string;
  /**
   * 节点
   */
  nodeId: string;
  /**
   * 环节
   */
  nodeName: string;
  /**
   * 办理区域
   */
  regionCode: string;
  /**
   * 办理角色
   */
  role: string;
  /**
   * 指定办理人
   */
  assigneeId?: string;
  /**
   * 上一任务
   */
  prevTaskId?: string;
  /**
   * 状态
   */
  status: "open" | "done" | "closed";
  /**
   * 版本
   */
  version: number;
  /**
   * 顺序: Creation order (ms clock, strictly increasing in one server): times of one second tie.
   */
  seq: number;
  /**
   * 到达时间
   */
  createTime: string;
  /**
   * 办理时限
   */
  dueTime?: string;
  /**
   * 是否超期
   */
  overdue?: 0 | 1;
  /**
   * 办结时间
   */
  endTime?: string;
  /**
   * 办理人
   */
  handlerId?: string;
  /**
   * 办理方式
   */
  actionCode?: string;
}

/** Every entity type by its schema $id. */
export interface EntityTypes {
  sysAnnouncementSend: SysAnnouncementSend;
  sysAnnouncement: SysAnnouncement;
  sysCategory: SysCategory;
  sysCheckRule: SysCheckRule;
  sysDataSource: SysDataSource;
  sysDepartPermission: SysDepartPermission;
  sysDepartRolePermission: SysDepartRolePermission;
  sysDepartRole: SysDepartRole;
  sysDepart: SysDepart;
  sysDictItem: SysDictItem;
  sysDict: SysDict;
  sysGatewayRoute: SysGatewayRoute;
  sysLog: SysLog;
  sysMessageTemplate: SysMessageTemplate;
  sysMessage: SysMessage;
  sysOauth2Client: SysOauth2Client;
  sysParam: SysParam;
  sysPermissionDataRule: SysPermissionDataRule;
  sysPermission: SysPermission;
  quartzJobLog: QuartzJobLog;
  quartzJob: QuartzJob;
  sysRolePermission: SysRolePermission;
  sysRole: SysRole;
  sysSavedQuery: SysSavedQuery;
  sysTenant: SysTenant;
  sysToken: SysToken;
  sysUserDepart: SysUserDepart;
  sysUserNotify: SysUserNotify;
  sysUserRole: SysUserRole;
  sysUser: SysUser;
  appVersion: AppVersion;
  commInfo: CommInfo;
  grid: Grid;
  region: Region;
  building: Building;
  course: Course;
  epidemicIsolationTemp: EpidemicIsolationTemp;
  epidemicIsolation: EpidemicIsolation;
  epidemicReturnee: EpidemicReturnee;
  epidemicVaccine: EpidemicVaccine;
  eventProc: EventProc;
  focusPerson: FocusPerson;
  focusVisit: FocusVisit;
  house: House;
  tPartNotifUser: TPartNotifUser;
  tPartNotif: TPartNotif;
  partOrg: PartOrg;
  partyActivityMember: PartyActivityMember;
  partyActivity: PartyActivity;
  resident: Resident;
  socialOrg: SocialOrg;
  unit: Unit;
  workForce: WorkForce;
  wfInstance: WfInstance;
  wfStep: WfStep;
  wfTaskSeen: WfTaskSeen;
  wfTask: WfTask;
}

/** Every entity by its table name, with the property holding its primary key (the server's Kysely tables). */
export interface EntityTables {
  sys_announcement_send: { row: SysAnnouncementSend; key: "id" };
  sys_announcement: { row: SysAnnouncement; key: "id" };
  sys_category: { row: SysCategory; key: "id" };
  sys_check_rule: { row: SysCheckRule; key: "id" };
  sys_data_source: { row: SysDataSource; key: "id" };
  sys_depart_permission: { row: SysDepartPermission; key: "id" };
  sys_depart_role_permission: { row: SysDepartRolePermission; key: "id" };
  sys_depart_role: { row: SysDepartRole; key: "id" };
  sys_depart: { row: SysDepart; key: "id" };
  sys_dict_item: { row: SysDictItem; key: "id" };
  sys_dict: { row: SysDict; key: "id" };
  sys_gateway_route: { row: SysGatewayRoute; key: "id" };
  sys_log: { row: SysLog; key: "id" };
  sys_sms_template: { row: SysMessageTemplate; key: "id" };
  sys_sms: { row: SysMessage; key: "id" };
  sys_oauth2_client: { row: SysOauth2Client; key: "id" };
  sys_param: { row: SysParam; key: "id" };
  sys_permission_data_rule: { row: SysPermissionDataRule; key: "id" };
  sys_permission: { row: SysPermission; key: "id" };
  sys_quartz_job_log: { row: QuartzJobLog; key: "id" };
  sys_quartz_job: { row: QuartzJob; key: "id" };
  sys_role_permission: { row: SysRolePermission; key: "id" };
  sys_role: { row: SysRole; key: "id" };
  sys_saved_query: { row: SysSavedQuery; key: "id" };
  sys_tenant: { row: SysTenant; key: "id" };
  sys_token: { row: SysToken; key: "tokenHash" };
  sys_user_depart: { row: SysUserDepart; key: "id" };
  sys_user_notify: { row: SysUserNotify; key: "id" };
  sys_user_role: { row: SysUserRole; key: "id" };
  sys_user: { row: SysUser; key: "id" };
  t_app_version: { row: AppVersion; key: "id" };
  t_base_comm_info: { row: CommInfo; key: "id" };
  t_base_grid: { row: Grid; key: "id" };
  t_base_region: { row: Region; key: "id" };
  t_base_building: { row: Building; key: "id" };
  t_course: { row: Course; key: "id" };
  t_epidemic_isolation_temp: { row: EpidemicIsolationTemp; key: "id" };
  t_epidemic_isolation: { row: Omit<EpidemicIsolation, "temperatures">; key: "id" };
  t_epidemic_returnee: { row: EpidemicReturnee; key: "id" };
  t_epidemic_vaccine: { row: EpidemicVaccine; key: "id" };
  t_event_proc: { row: EventProc; key: "id" };
  t_focus_person: { row: Omit<FocusPerson, "visits">; key: "id" };
  t_focus_visit: { row: FocusVisit; key: "id" };
  t_base_house: { row: House; key: "id" };
  t_part_notif_user: { row: TPartNotifUser; key: "id" };
  t_part_notif: { row: TPartNotif; key: "id" };
  t_part_org: { row: PartOrg; key: "id" };
  t_party_activity_member: { row: PartyActivityMember; key: "id" };
  t_party_activity: { row: Omit<PartyActivity, "participants">; key: "id" };
  t_base_resident: { row: Resident; key: "id" };
  t_base_social_org: { row: SocialOrg; key: "id" };
  t_base_unit: { row: Unit; key: "id" };
  t_work_force: { row: WorkForce; key: "id" };
  wf_instance: { row: WfInstance; key: "id" };
  wf_step: { row: WfStep; key: "id" };
  wf_task_seen: { row: WfTaskSeen; key: "id" };
  wf_task: { row: WfTask; key: "id" };
}
