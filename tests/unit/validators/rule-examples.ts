import type { RuleName } from '../../../validators/rules.js';

/** Accepted and refused values of every named rule of spec 000 §5; also used to compare server and client verdicts. */
export const ruleExamples: Record<RuleName, { accepted: string[]; refused: string[]; message: string }> = {
  mobile: {
    accepted: ['13800000000', '14712345678', '15912345678', '16012345678', '17012345678', '18899990000', '19912345678'],
    refused: ['12800000000', '11012345678', '1380000000', '138000000001', '23800000000', '1380000000a'],
    message: '请输入正确手机号',
  },
  userName: {
    accepted: ['admin', 'grid01', 'abcd', 'A_b_9', 'a23456789012345678'],
    refused: ['user name', 'abc', 'a234567890123456789', '用户名1', 'abc-d', 'a.bcd'],
    message: '只允许字母、数字、下划线',
  },
  email: {
    accepted: ['a@b.cn', 'zhang.san+x@mail.example.com', 'A_1@x-y.org'],
    refused: ['a@b', 'a.b.cn', '@b.cn', 'a@.cn', 'a b@c.cn', 'a@b.c'],
    message: '邮箱格式不正确',
  },
  naturalNumber: { accepted: ['0', '7', '10', '123456'], refused: ['-1', '01', '1.5', 'a', ' 1'], message: '请输入自然数' },
  english: { accepted: ['abc', 'ABC', 'aBc'], refused: ['ab1', 'a b', '中文', 'a_b'], message: '请输入英文字符' },
  landline: {
    accepted: ['024-12345678', '010-1234567', '0755-87654321'],
    refused: ['02412345678', '24-12345678', '024-123456', '024-123456789', '02412-1234567', '(024)1234567'],
    message: '请输入正确的座机号',
  },
  bankCard: {
    accepted: ['6222021234567890123', '1234567890', '12345678901234567890'],
    refused: ['0222021234567890', '123456789', '123456789012345678901', '6222 0212 3456'],
    message: '请输入正确的银行卡号码',
  },
  idNumber: { accepted: ['G12345678', 'abc123', 'x'.repeat(50)], refused: ['x'.repeat(51), 'G1234-5678', '护照123', 'A B'], message: '请输入正确的证件号码' },
  idCard: {
    accepted: ['11010519491231002X', '440524188001010014', '210102800101123'],
    refused: ['110105194912310021', '21010219800231123X', '12345'],
    message: '请输入正确的身份证号码',
  },
  qq: { accepted: ['10000', '123456789012', '88888888'], refused: ['1234', '1234567890123', '01234567', '12a45'], message: '请输入正确的QQ号码' },
  url: {
    accepted: ['http://example.com', 'https://www.gov.cn/a/b?c=1#d', 'HTTPS://localhost:3000/zzbpart/', 'http://10.0.0.1:8080'],
    refused: ['ftp://example.com', 'www.example.com', 'http://', 'https:// example.com', 'httpx://a.cn'],
    message: '请输入以http和https开头的网址',
  },
  shortCode: {
    accepted: ['A1', 'abc', '12345678901234567890'],
    refused: ['123456789012345678901', 'a-b', 'a b', '编码'],
    message: '请输入20位以内的英文字符和数字',
  },
  nameText: {
    accepted: ['张三', 'Li Lei', '欧阳 Nana', 'ab', '名'.repeat(100)],
    refused: ['张', 'a', '名'.repeat(101), '张三1', '张三·李', 'Li_Lei'],
    message: '请输入2到100位的中英文字符和空格',
  },
  digitsAndLines: { accepted: ['123', '1\n2\n3', '12\r\n34'], refused: ['1 2', '1,2', 'a', '1.5'], message: '请输入数字和换行符' },
  max255: { accepted: ['a', 'x'.repeat(255), '字'.repeat(255)], refused: ['x'.repeat(256), '字'.repeat(256)], message: '请输入255位以内的字符' },
  password: {
    accepted: ['abcdef1!', 'ABCDEF1@', 'Zhdj@2026', 'a1-a1-a1'],
    refused: ['abcdefg1', 'abcdefg!', '1234567!', 'ab1!', '        '],
    message: '密码由8位数字、大小写字母和特殊符号组成!',
  },
  passwordStrict: {
    accepted: ['Abcdef1!', 'Zhdj@2026', 'Seed#Pass2026'],
    refused: ['abcdef1!', 'ABCDEF1!', 'Abcdefg1', 'Ab1!'],
    message: '密码由8位数字、大小写字母和特殊符号组成!',
  },
  cron: {
    accepted: ['0 15 10 ? * 6#3', '0 0 12 LW * ? 2030', '*/1 * * * * ? *', '5/15 * * ? * MON-FRI'],
    refused: ['0 0 24 * * ?', '0 0 0 1 * 2', '* * * * *', '0 0 0 ? * 2#6'],
    message: '时的取值范围为0-23',
  },
  templateData: {
    accepted: ['{}', '{"name":"张三","count":3,"ok":true}'],
    refused: ['{"name":', '["张三"]', '"张三"', 'null', '{"a":{"b":1}}'],
    message: '测试数据应为JSON对象，如 {"name":"张三"}',
  },
  creditCode: {
    accepted: ['91350100M000100Y43', '91110000802100433B', '53100000500021676K'],
    refused: ['91350100M000100Y44', '91350100m000100y43', '9135010OM000100Y43', '91350100M000100Y4', '913501A0M000100Y4X'],
    message: '请输入正确的统一社会信用代码',
  },
  regionCode: {
    accepted: ['43', '4301', '430102', '430102001', '430102001001', '430102001001001'],
    refused: ['430', '4301020010', '43010200100100', '4301020010010012', '43010a', ' 430102'],
    message: '请输入正确的区划代码',
  },
  regionCodes: {
    accepted: ['430102', '430102001,430102001001001', '43,4301'],
    refused: ['430102,', '430,430102', '430102, 430103', ',43'],
    message: '应为以逗号分隔的区域编码',
  },
};
