/**
 * The demo notices, announcements and message templates (DEMO_DATA): written by the seeded officials to the regions
 * below them, so that admin, street01, community01 and grid01 each find some in 我的通知 and 我的消息 on the first day.
 * `daysAgo` spreads them over the last weeks; `by` is the writer's account.
 */

export interface DemoNotice {
  by: string;
  title: string;
  abstract: string;
  paragraphs: string[];
  targets: string;
  published: boolean;
  daysAgo: number;
}

export interface DemoAnnouncement {
  by: string;
  title: string;
  paragraphs: string[];
  /** 1 通知公告, 2 系统消息 (dictionary msg_category). */
  category: '1' | '2';
  /** L 一般, M 重要, H 紧急. */
  priority: 'L' | 'M' | 'H';
  to: { msgType: 'ALL' } | { msgType: 'USER'; usernames: string[] } | { msgType: 'REGION'; regionCodes: string };
  released: boolean;
  daysAgo: number;
}

export const DEMO_NOTICES: DemoNotice[] = [
  {
    by: 'admin',
    title: '关于开展冬季社区安全隐患排查的通知',
    abstract: '各街道、社区于本月底前完成辖区燃气、消防和老旧楼栋的安全隐患排查。',
    targets: '21',
    published: true,
    daysAgo: 12,
    paragraphs: [
      '各街道、社区：',
      '为做好冬季安全防范工作，请于本月底前组织网格员对辖区燃气管道、消防通道、老旧楼栋开展一次全面排查，发现隐患及时登记并跟踪整改。',
      '排查结果请在平台“诉求上报”中登记，重大隐患当日上报街道。',
    ],
  },
  {
    by: 'street01',
    title: '关于做好独居老人冬季走访工作的通知',
    abstract: '请水源地社区网格员每周至少走访一次辖区独居老人，并在重点人群中记录走访情况。',
    targets: '210102001002',
    published: true,
    daysAgo: 6,
    paragraphs: [
      '水源地社区：',
      '入冬以来气温持续走低，请各网格员每周至少上门走访一次辖区独居老人和空巢老人，了解取暖、饮食和就医情况。',
      '走访情况请在“重点人群”中填写走访记录，遇到困难及时报告社区。',
    ],
  },
  {
    by: 'community01',
    title: '第一网格本周入户核查安排',
    abstract: '本周三至周五核查第一网格出租房屋和流动人口信息。',
    targets: '210102001002001',
    published: true,
    daysAgo: 2,
    paragraphs: [
      '第一网格网格员：',
      '本周三至周五请对网格内出租房屋和流动人口信息进行入户核查，核查后在“居民信息”“房屋信息”中更新。',
      '如遇居民不在家，请留下联系卡并预约再次上门时间。',
    ],
  },
  {
    by: 'street01',
    title: '浑河湾街道党员冬训安排',
    abstract: '街道党员冬训的时间、地点和学习内容（草稿，待发布）。',
    targets: '210102001',
    published: false,
    daysAgo: 1,
    paragraphs: ['各社区党组织：', '街道党员冬训拟于下月上旬分三批进行，具体时间、地点和学习内容待确定后发布。'],
  },
];

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    by: 'admin',
    title: '平台使用提示：帮助中心可离线查询行政区划代码',
    category: '1',
    priority: 'L',
    to: { msgType: 'ALL' },
    released: true,
    daysAgo: 10,
    paragraphs: ['帮助中心新增“行政区划代码”页面，可按名称或代码查询全国省、市、县三级行政区划代码，内网环境下也可使用。'],
  },
  {
    by: 'admin',
    title: '请及时修改初始密码',
    category: '2',
    priority: 'H',
    to: { msgType: 'USER', usernames: ['street01', 'community01', 'community02', 'grid01'] },
    released: true,
    daysAgo: 9,
    paragraphs: ['您的账号仍在使用初始密码，请点击右上角头像，在“密码修改”中设置新密码，以保障账号安全。'],
  },
  {
    by: 'street01',
    title: '水源地社区网格员业务培训通知',
    category: '1',
    priority: 'M',
    to: { msgType: 'REGION', regionCodes: '210102001002' },
    released: true,
    daysAgo: 4,
    paragraphs: ['定于本周五下午两点在街道三楼会议室举办网格员业务培训，内容为诉求办理流程和居民信息采集规范，请社区工作人员和网格员准时参加。'],
  },
  {
    by: 'admin',
    title: '元旦假期值班安排',
    category: '1',
    priority: 'M',
    to: { msgType: 'ALL' },
    released: false,
    daysAgo: 0,
    paragraphs: ['元旦假期值班安排待各街道报送后统一发布。'],
  },
];

/** 消息模板: one per way of sending, with test data that fills every placeholder. */
export const DEMO_TEMPLATES = [
  {
    templateCode: 'event_overdue_remind',
    templateName: '诉求超期提醒',
    templateType: '3',
    templateContent: '${name}，您好：诉求“${title}”已超过办理时限，请尽快处理。',
    templateTestJson: { name: '张三', title: '小区路灯损坏' },
  },
  {
    templateCode: 'notice_publish_sms',
    templateName: '新通知短信提醒',
    templateType: '1',
    templateContent: '${name}您好，${region}发布了新通知《${title}》，请登录平台查看。',
    templateTestJson: { name: '李四', region: '浑河湾街道', title: '关于做好独居老人冬季走访工作的通知' },
  },
  {
    templateCode: 'grid_weekly_report',
    templateName: '网格工作周报',
    templateType: '2',
    templateContent: '${name}，您好：本周网格共走访居民${visits}户，新增诉求${events}件，已办结${done}件。',
    templateTestJson: { name: '王五', visits: 36, events: 4, done: 3 },
  },
  {
    templateCode: 'party_activity_invite',
    templateName: '主题党日活动通知',
    templateType: '3',
    templateContent: '${name}同志：定于${time}在${place}开展“${activity}”主题党日活动，请准时参加。',
    templateTestJson: { name: '赵六', time: '本周五下午两点', place: '社区党群服务中心', activity: '学习身边榜样' },
  },
];
