/** A new entity a configurator pastes into 配置调试台 (not shipped: it has no table or routes). */
export const VOLUNTEER = {
  $id: 'volunteer',
  title: '志愿者',
  type: 'object',
  additionalProperties: false,
  'x-entity': { table: 't_volunteer', api: '/VolunteerController', permission: 'volunteer' },
  required: ['name'],
  properties: {
    name: { type: 'string', title: '姓名', maxLength: 50, 'x-query': 'like' },
    phone: { type: 'string', title: '联系电话', maxLength: 20 },
    joinDate: { type: 'string', title: '加入日期', maxLength: 10, format: 'date' },
  },
};
