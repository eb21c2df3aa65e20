import { describe, expect, it } from 'vitest';
import { mailtoHref, safeImageUrl, telHref } from '@/utils/format/safe-url';

describe('safeImageUrl', () => {
  it.each([
    'https://cdn.example.com/car.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('accepts %s', (url) => expect(safeImageUrl(url)).toBe(url));
  it.each([
    'javascript:alert(1)',
    'http://cdn.example.com/car.jpg',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//cdn.example.com/car.jpg',
    'file:///etc/passwd',
    '',
  ])('refuses %s', (url) => expect(safeImageUrl(url)).toBeUndefined());
});

describe('mailtoHref and telHref', () => {
  it('link only well-formed values', () => {
    expect(mailtoHref('info@adewale.example.com.ng')).toBe('mailto:info@adewale.example.com.ng');
    expect(mailtoHref('javascript:alert(1)//@x.y')).toBeUndefined();
    expect(mailtoHref('<b>@x.y')).toBeUndefined();
    expect(telHref('08034125876')).toBe('tel:08034125876');
    expect(telHref('+234 803-412-5876')).toBe('tel:+2348034125876');
    expect(telHref('javascript:1')).toBeUndefined();
  });
});
