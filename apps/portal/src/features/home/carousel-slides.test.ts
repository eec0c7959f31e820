import { describe, expect, it } from 'vitest';
import { carouselSlidesOf } from './carousel-slides';

describe('carouselSlidesOf', () => {
  it('links a banner to the page its address names, and only to a page of this site', () => {
    const slides = carouselSlidesOf(
      [
        '/api/media/generated/banner-a.svg?to=/pc/policyData',
        ' /uploads/banner-2.jpg ',
        '/uploads/banner-3.jpg?to=https://evil.example/',
        '/uploads/banner-4.jpg?to=//evil.example/',
        '',
      ].join('，'),
      '企业服务门户',
    );
    expect(slides).toEqual([
      {
        src: '/api/media/generated/banner-a.svg?to=/pc/policyData',
        alt: '企业服务门户宣传横幅 1',
        href: '/pc/policyData',
      },
      { src: '/uploads/banner-2.jpg', alt: '企业服务门户宣传横幅 2' },
      { src: '/uploads/banner-3.jpg?to=https://evil.example/', alt: '企业服务门户宣传横幅 3' },
      { src: '/uploads/banner-4.jpg?to=//evil.example/', alt: '企业服务门户宣传横幅 4' },
    ]);
  });
});
