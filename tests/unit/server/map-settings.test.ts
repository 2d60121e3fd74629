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
    const body = {
      resultType: 1,
      pois: [
        { name: '沈阳站', lonlat: '123.39,41.79', address: '和平区' },
        { name: '坏点', lonlat: '' },
      ],
      area: { name: '和平区', lonlat: '123.4,41.78' },
    };
    expect(placesOfTianditu(body)).toEqual([
      { name: '沈阳站', lng: 123.39, lat: 41.79, address: '和平区' },
      { name: '和平区', lng: 123.4, lat: 41.78 },
    ]);
  });

  it('asks v2/search with the words, 10 candidates at level 11 in the fixed box; any failure is 获取位置失败', async () => {
    let asked: [string, URLSearchParams] | undefined;
    const answering = async (path: string, query: URLSearchParams) => {
      asked = [path, query];
      return { pois: [{ name: '沈阳站', lonlat: '123.39,41.79' }] };
    };
    expect(await searchTianditu(answering, '沈阳站', 10)).toEqual([{ name: '沈阳站', lng: 123.39, lat: 41.79 }]);
    expect(asked![0]).toBe('v2/search');
    expect(asked![1].get('type')).toBe('query');
    // The key is the gateway route's to add, never the search's.
    expect(asked![1].has('tk')).toBe(false);
    expect(JSON.parse(asked![1].get('postStr')!)).toMatchObject({ keyWord: '沈阳站', level: 11, queryType: 1, count: 10, mapBound: '118.8,38.7,125.8,43.5' });
    const down = async () => {
      throw new Error('目标服务响应超时');
    };
    await expect(searchTianditu(down, '沈阳站', 10)).rejects.toThrow('获取位置失败');
    await expect(searchTianditu(async () => 'not json', '沈阳站', 10)).resolves.toEqual([]);
  });
});
