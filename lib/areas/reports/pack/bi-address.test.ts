import { biOrigin, cookieValue, framedAddress } from './bi-address';

describe('the BI address', () => {
  test('frames an http(s) address by its origin, nothing else', () => {
    expect(biOrigin('https://bi.example.com:8443/dashboard/7?x=1')).toBe('https://bi.example.com:8443');
    expect(biOrigin(' http://10.0.0.5/superset ')).toBe('http://10.0.0.5');
    expect(biOrigin('')).toBeNull();
    expect(biOrigin('javascript:alert(1)')).toBeNull();
    expect(biOrigin('data:text/html,hi')).toBeNull();
    expect(biOrigin('not a url')).toBeNull();
    expect(framedAddress('javascript:alert(1)')).toBe('');
    expect(framedAddress(' https://bi.example.com/d ')).toBe('https://bi.example.com/d');
  });

  test('reads the page cookie back', () => {
    expect(cookieValue('a=1; bi-address=https%3A%2F%2Fbi.example.com%2Fd%3Fa%3Db; c=3', 'bi-address')).toBe('https://bi.example.com/d?a=b');
    expect(cookieValue('a=1', 'bi-address')).toBe('');
  });
});
