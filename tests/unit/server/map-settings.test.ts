import { describe, expect, it } from 'vitest';
import { readTileUrl, tileOrigin } from '../../../src/server/config.js';
import { lonlatOf, placesOfTianditu, searchTianditu } from '../../../src/server/services/gis/place-search.js';

describe('MAP_TILE_URL', () => {
  it('accepts an http(s) template with {z}, {x} and {y} and refuses anything else', () => {
    expect(readTileUrl(undefined)).toBe('');
    expect(readTileUrl(' http://10.0.0.5/tiles/{z}/{x}/{y}.png ')).toBe('http://10.0.0.5/tiles/{z}/{x}/{y}.png');
    expect(() => readTileUrl('ftp://x/{z}/{x}/{y}')).toThrow(/MAP_TILE_URL/);
    expect(() => readTileUrl('https://x/{z}/{x}.png')).toThrow(/MAP_TILE_URL/);
  });

  it('gives the CSP an origin, with placeholder subdomains as a wildcard', () => {
    expect(tileOrigin('https://t{s}.tiles.example.cn/{z}/{x}/{y}')).toBe('https://*.tiles.example.cn');
    expect(tileOrigin('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png')).toBe('http://10.0.0.5:8080');
    expect(tileOrigin('')).toBeNull();
  });
});

describe('Tianditu place search', () => {
  it('reads pois and areas with their "lng,lat" texts', () => {
    expect(lonlatOf('123.4,41.8')).toEqual([123.4, 41.8]);
    expect(lonlatOf('123.4 41.8')).toEqual([123.4, 41.8]);
    expect(lonlatOf('x')).toBeNull();
    const body = { resultType: 1, pois: [{ name: '沈阳站', lonlat: '123.39,41.79', address: '和平区' }, { name: '坏点', lonlat: '' }], area: { name: '和平区', lonlat: '123.4,41.78' } };
    expect(placesOfTianditu(body)).toEqual([
      { name: '沈阳站', lng: 123.39, lat: 41.79, address: '和平区' },
      { name: '和平区', lng: 123.4, lat: 41.78 },
    ]);
  });

  it('asks with the key, the words, 10 candidates at level 11 in the fixed box; any failure is 获取位置失败', async () => {
    let asked = '';
    const fake = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ pois: [{ name: '沈阳站', lonlat: '123.39,41.79' }] }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await searchTianditu('KEY', '沈阳站', 10, fake)).toEqual([{ name: '沈阳站', lng: 123.39, lat: 41.79 }]);
    const post = JSON.parse(new URL(asked).searchParams.get('postStr')!);
    expect(post).toMatchObject({ keyWord: '沈阳站', level: 11, queryType: 1, count: 10, mapBound: '118.8,38.7,125.8,43.5' });
    expect(new URL(asked).searchParams.get('tk')).toBe('KEY');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(searchTianditu('KEY', '沈阳站', 10, down)).rejects.toThrow('获取位置失败');
    const refused = (async () => new Response('no', { status: 403 })) as unknown as typeof fetch;
    await expect(searchTianditu('KEY', '沈阳站', 10, refused)).rejects.toThrow('获取位置失败');
  });
});
