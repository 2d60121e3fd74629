import { describe, expect, it } from 'vitest';
import { configureSecretKey, open, seal } from '../../../src/server/services/secrets/secret-box.js';
import { checkedAddress, isInsideAddress, TargetPolicy } from '../../../src/server/services/gateway/target-check.js';
import { targetOf } from '../../../src/server/services/gateway/forward.js';

describe('secrets at rest', () => {
  it('seals with a fresh nonce each time, opens with the same key, and refuses another key or a changed value', () => {
    configureSecretKey('key-one');
    const a = seal('口令 secret');
    expect(a).toMatch(/^enc:v1:/);
    expect(seal('口令 secret')).not.toBe(a);
    expect(open(a)).toBe('口令 secret');
    expect(open(null)).toBe('');
    const tampered = a.slice(0, -4) + (a.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => open(tampered)).toThrow('无法解密保存的密钥');
    configureSecretKey('key-two');
    expect(() => open(a)).toThrow('无法解密保存的密钥（SECRET_KEY 是否已更换？）');
    configureSecretKey('');
  });
});

describe('gateway targets', () => {
  it('knows the inside of a network, IPv4-mapped addresses included', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInsideAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isInsideAddress(a), a).toBe(false);
  });

  it('allows listed names, *.domain suffixes and Tianditu; an inside address only when listed itself', () => {
    const policy = new TargetPolicy(['api.example.com', '*.corp.example', '10.0.0.5']);
    expect(policy.hostAllowed('api.example.com')).toBe(true);
    expect(policy.hostAllowed('maps.corp.example')).toBe(true);
    expect(policy.hostAllowed('corp.example')).toBe(false);
    expect(policy.hostAllowed('evilcorp.example')).toBe(false);
    expect(policy.hostAllowed('t3.tianditu.gov.cn')).toBe(true);
    expect(policy.hostAllowed('example.com')).toBe(false);
    expect(policy.addressAllowed('10.0.0.5')).toBe(true);
    expect(policy.addressAllowed('10.0.0.6')).toBe(false);
    expect(policy.addressAllowed('93.184.216.34')).toBe(true);
    expect(() => policy.assertTarget(new URL('http://10.0.0.5/x'))).not.toThrow();
    expect(() => policy.assertTarget(new URL('ftp://api.example.com/x'))).toThrow('网关只转发到 http(s) 地址');
    expect(() => new TargetPolicy([]).assertTarget(new URL('http://127.0.0.1/'))).toThrow('不在网关允许的主机列表中');
  });

  it('gives the data sources the address to connect to only for a listed host whose addresses are allowed', async () => {
    // The data sources' list has no built-in Tianditu hosts.
    await expect(checkedAddress(new TargetPolicy([], []), 'api.tianditu.gov.cn')).rejects.toThrow('不在允许连接的主机列表中');
    await expect(checkedAddress(new TargetPolicy(['127.0.0.1'], []), '127.0.0.1')).resolves.toBe('127.0.0.1');
    // Naming localhost does not reach its loopback address.
    await expect(checkedAddress(new TargetPolicy(['localhost'], []), 'localhost')).rejects.toThrow('是本机或内网地址');
  });

  it("puts the caller's path below the route's base, drops _t, sets the secret over a caller's own value", () => {
    const route = {
      prefix: 'r',
      targetUrl: 'https://api.example.com/v1/',
      methods: ['GET'],
      perms: null,
      secretKind: 'query' as const,
      secretName: 'key',
      secret: 'S',
    };
    const url = targetOf(route, { method: 'GET', path: 'a/b%20c', query: 'x=1&_t=9&key=mine', headers: {} });
    expect(url.toString()).toBe('https://api.example.com/v1/a/b%20c?x=1&key=S');
    expect(() => targetOf(route, { method: 'GET', path: 'a/..%2f..%2fadmin', query: '', headers: {} })).toThrow('网关路径不正确');
    expect(() => targetOf(route, { method: 'GET', path: '%2e%2e', query: '', headers: {} })).toThrow('网关路径不正确');
  });
});
