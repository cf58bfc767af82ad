import { imeiOf, isValidImageUrl, isValidImei, isValidIp, isValidPlate, luhnDigit, normalizePlate } from './formats';

describe('licence plates', () => {
  it('accepts mainland ordinary, new-energy, trailer, learner and police plates', () => {
    for (const plate of ['粤B12345', '京A8K2M9', '沪AD12345', '苏E12345F', '浙A1234挂', '川A1234学', '粤Z1234港', '粤B1234警']) {
      expect([plate, isValidPlate(plate)]).toEqual([plate, true]);
    }
  });

  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizePlate(' 粤b·123 45 ')).toBe('粤B12345');
    expect(isValidPlate('粤b 12345')).toBe(true);
    expect(normalizePlate('ab-1234')).toBe('AB1234');
  });

  it('accepts diplomatic plates and plates from elsewhere', () => {
    for (const plate of ['使123456', '123456使', 'AB1234', 'XX9', 'SGX1234A']) expect([plate, isValidPlate(plate)]).toEqual([plate, true]);
  });

  it('refuses malformed plates', () => {
    for (const plate of ['', '粤', '粤B1234', '粤B123456', '粤I12345', '粤B1234O', 'AB', 'ABCDEFGH', '1', '京京12345', 'A1B2C3D4E', '沪A@1234']) {
      expect([plate, isValidPlate(plate)]).toEqual([plate, false]);
    }
  });
});

describe('IMEI', () => {
  it('checks 15 digits with a Luhn check digit', () => {
    expect(luhnDigit('49015420323751')).toBe(8);
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
    expect(isValidImei(imeiOf('86123456789012'))).toBe(true);
  });
});

describe('IP addresses', () => {
  it('accepts IPv4 and IPv6', () => {
    for (const ip of ['10.0.0.1', '192.168.255.254', '0.0.0.0', '::1', 'fe80::1', '2001:db8:0:0:0:0:2:1', '2001:db8::2:1']) {
      expect([ip, isValidIp(ip)]).toEqual([ip, true]);
    }
  });
  it('refuses the rest', () => {
    for (const ip of ['10.0.0', '256.1.1.1', '01.2.3.4', '1.2.3.4.5', 'host', '2001:db8::2::1', '1:2:3:4:5:6:7', 'abcde::1', 'e2e123']) {
      expect([ip, isValidIp(ip)]).toEqual([ip, false]);
    }
  });
});

describe('photo addresses', () => {
  it('accepts http(s) addresses of jpg, png and webp images', () => {
    for (const url of ['https://img.example.com/p/1.jpg', 'http://10.0.0.2/a.JPEG', 'https://x.cn/b.png?sig=1', 'https://x.cn/c.webp']) {
      expect([url, isValidImageUrl(url)]).toEqual([url, true]);
    }
  });
  it('refuses other types, schemes and bare names', () => {
    for (const url of ['https://x.cn/a.gif', 'ftp://x.cn/a.jpg', 'a.jpg', 'https://x.cn/', 'https://x.cn/a b.jpg', `https://x.cn/${'a'.repeat(300)}.jpg`]) {
      expect([url, isValidImageUrl(url)]).toEqual([url, false]);
    }
  });
});
