// The demo operator's office data as its staff typed it into the console's forms (base-data.ts
// sends each through its screen): the company, the reasons, templates and parameters the other
// screens pick from, the organisation of the estate, the vehicle lists, the roster, the menus of
// the cashier and inspection apps. Lots are named by their key in estate-plan.ts, users by login.
// Money in fen, days relative to the demo's today. Pure data.
import type { DemoLot } from './estate-plan';

type LotKey = DemoLot['key'];

export const DEMO_COMPANY = {
  name: '杭州示范停车运营管理有限公司', shortName: '示范停车', address: '杭州市上城区东站路 1 号东站综合楼 3 楼',
  phone: '0571-86001234', email: 'service@sf-parking.example.com', website: 'https://www.sf-parking.example.com',
  taxNumber: '913301020000012345', legalPerson: '王建国', remark: '示范运营主体：东站、西湖两个停车场及滨江路段',
};

export const DEMO_CURRENCY = { code: 'CNY', name: '人民币', symbol: '¥', position: 'front', decimals: 2, isDefault: true };

/** Arrears reminders (lib/areas/charging/arrears/reminder.ts placeholders); codes as the SMS gateway registered them. */
export const DEMO_ARREARS_SMS_TEMPLATES = [
  {
    code: '100001', name: '欠费提醒（首次）', status: 1,
    content: '【示范停车】尊敬的车主，您的车辆{plate}于{since}在{lot}停车产生欠费{amount}元（订单号{orderNo}），请通过“示范停车”小程序或向收费员补缴。如已缴纳请忽略本短信。',
  },
  {
    code: '100002', name: '欠费催缴（再次）', status: 1,
    content: '【示范停车】您的车辆{plate}在{lot}的停车费{amount}元（订单号{orderNo}）至今未缴。请于 7 日内补缴，逾期未缴的车辆将无法在本公司各停车场入场。咨询电话 0571-86001234。',
  },
  {
    code: '100003', name: '欠费提醒（旧版）', status: 0,
    content: '【示范停车】车辆{plate}欠费{amount}元，请尽快缴纳。',
  },
];

/** A card's expiry notice (lib/areas/rentals/operation-board.ts renderNotice placeholders), named by the monthly packages. */
export const DEMO_CARD_NOTICE_TEMPLATE = {
  code: '200001', name: '月卡到期提醒', status: 1,
  content: '【示范停车】尊敬的车主，您车辆{plate}在{lot}的月卡（卡号{cardNo}）将于{endDate}到期，剩余{daysLeft}天，请及时到岗亭或通过“示范停车”小程序续费。',
};

export const DEMO_SMS_TEMPLATES = [...DEMO_ARREARS_SMS_TEMPLATES, DEMO_CARD_NOTICE_TEMPLATE];

export const DEMO_EMAIL_SENDER = { host: 'smtp.exmail.qq.com', port: 465, senderEmail: 'noreply@sf-parking.example.com', userName: 'noreply@sf-parking.example.com', useTls: true, status: 1 };

/** Why a barrier was opened by hand (/OpeningReason). */
export const DEMO_OPENING_REASONS = [
  { reason: '车牌识别失败', remark: '污损、遮挡或逆光导致相机未识别' },
  { reason: '设备故障应急放行', remark: '道闸或相机故障，值班长确认后放行' },
  { reason: '特种车辆执行任务', remark: '警车、消防车、救护车' },
  { reason: '访客登记放行', remark: '岗亭登记车牌与联系人' },
  { reason: '系统网络中断', remark: '恢复后补录收费' },
];

/** Why a vehicle was let in by hand (/IncomingReason, picked on /ManualPassageRecord). */
export const DEMO_INCOMING_REASONS = [
  { reason: '无牌车', remark: '新车未上牌，登记临时号牌或车架号后四位' },
  { reason: '车牌污损无法识别', remark: '' },
  { reason: '入口相机故障', remark: '报修后人工登记入场' },
  { reason: '施工车辆', remark: '凭施工单入场' },
  { reason: '临时访客', remark: '' },
];

export const DEMO_SERVICE_COMPANIES = [
  { name: '浙江智泊科技有限公司', contact: '陈工', phone: '13905710001', email: 'support@zhibo.example.com', address: '杭州市滨江区长河街道江虹路 611 号', status: 1 },
  { name: '杭州安畅物业服务有限公司', contact: '吴经理', phone: '0571-87002345', email: 'anchang@anchang.example.com', address: '杭州市上城区秋涛北路 72 号', status: 1 },
  { name: '杭州路捷交通设施工程有限公司', contact: '孙工', phone: '13757100088', email: '', address: '杭州市西湖区文三路 90 号', status: 1 },
];

export const DEMO_POSTS = [
  { name: '岗亭收费员', remark: '出口岗亭现金收费、交班对账', status: 1 },
  { name: '路段收费员', remark: 'POS 录入车牌、收费、欠费追缴', status: 1 },
  { name: '巡检员', remark: '巡检车巡查、问题上报', status: 1 },
  { name: '值班长', remark: '现场调度、异常放行审批', status: 1 },
  { name: '客服专员', remark: '车主咨询、退款申请', status: 1 },
  { name: '财务对账员', remark: '渠道对账、退款复核', status: 1 },
  { name: '设备运维员', remark: '设备巡检、故障处理', status: 1 },
];

export const DEMO_ADMIN_AREAS = [
  { name: '上城区', code: '330102' }, { name: '西湖区', code: '330106' }, { name: '滨江区', code: '330108' },
];

/** Management units, each over the lots of its district (assigned with the row action). */
export const DEMO_JURISDICTIONS: { name: string; code: string; area: string; manager: string; contactPhone: string; lots: LotKey[] }[] = [
  { name: '东站片区', code: '0101', area: '上城区', manager: '周海', contactPhone: '13857100101', lots: ['east'] },
  { name: '西湖景区片区', code: '0201', area: '西湖区', manager: '郑婷', contactPhone: '13857100201', lots: ['west'] },
  { name: '滨江路段片区', code: '0301', area: '滨江区', manager: '钱峰', contactPhone: '13857100301', lots: ['street'] },
];

export const DEMO_MONITORING_CAMERAS: { lot: LotKey; name: string; serial: string; ip: string; channel: number; location: string }[] = [
  { lot: 'east', name: '东入口全景', serial: 'SF-E-CAM1', ip: '192.168.10.21', channel: 1, location: '东入口车道上方' },
  { lot: 'east', name: 'B1 主通道', serial: 'SF-E-CAM2', ip: '192.168.10.22', channel: 2, location: 'B1 电梯厅对面' },
  { lot: 'east', name: 'B2 主通道', serial: 'SF-E-CAM3', ip: '192.168.10.23', channel: 3, location: 'B2 坡道口' },
  { lot: 'west', name: '西入口全景', serial: 'SF-W-CAM1', ip: '192.168.20.21', channel: 1, location: '西入口岗亭上方' },
  { lot: 'street', name: '滨江路高位视频', serial: 'SF-S-CAM1', ip: '10.20.30.41', channel: 1, location: '滨江路 12 号灯杆' },
];

/** The 2026 public holidays and the weekend days worked instead (State Council notice). */
export const DEMO_HOLIDAYS: { name: string; days: string[]; workdays: string[] }[] = [
  { name: '元旦', days: ['2026-01-01', '2026-01-02', '2026-01-03'], workdays: ['2026-01-04'] },
  { name: '春节', days: ['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-02-23'], workdays: ['2026-02-14', '2026-02-28'] },
  { name: '清明节', days: ['2026-04-04', '2026-04-05', '2026-04-06'], workdays: [] },
  { name: '劳动节', days: ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'], workdays: ['2026-05-09'] },
  { name: '端午节', days: ['2026-06-19', '2026-06-20', '2026-06-21'], workdays: [] },
  { name: '中秋节', days: ['2026-09-25', '2026-09-26', '2026-09-27'], workdays: [] },
  { name: '国庆节', days: ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'], workdays: ['2026-09-20', '2026-10-10'] },
];

/** Rates of particular days (an event at the lake, two weeks on) and of special vehicle classes. */
export const DEMO_SPECIAL_RATES: { lot: LotKey; name: string; fromDay: number; toDay: number; form: Record<string, unknown>; remark: string }[] = [
  {
    lot: 'west', name: '西湖音乐节临停', fromDay: 14, toDay: 16, remark: '活动三天按次加价，当日封顶',
    form: { pricingMode: 'loop', freeMinutes: 15, loopMinutes: 60, loopPrice: 1_000, cap24h: 8_000 },
  },
];
export const DEMO_SPECIAL_VEHICLE_RATES: { lot: LotKey; name: string; specialClass: string; vehicleType: string; plateColor: string; form: Record<string, unknown>; remark: string }[] = [
  { lot: 'west', name: '旅游大巴', specialClass: 'coach', vehicleType: 'large', plateColor: 'yellow', form: { pricingMode: 'perVisit', perVisitPrice: 3_000 }, remark: '景区旅游大巴按次收费' },
  { lot: 'east', name: '执行任务警车', specialClass: 'police', vehicleType: 'all', plateColor: 'all', form: { pricingMode: 'free' }, remark: '执行任务的警车免费' },
];

/** Vehicle lists. validTo: days from today (a few end this week: /ReportExpirationLog). */
export const DEMO_INTERNAL_VEHICLES: { lot: LotKey; plate: string; plateColor: string; owner: string; department: string; phone: string; validTo: number | null }[] = [
  { lot: 'east', plate: '浙A3M6Q8', plateColor: 'blue', owner: '周海', department: '运营部', phone: '13857100101', validTo: null },
  { lot: 'east', plate: '浙AD20516', plateColor: 'green', owner: '刘洋', department: '财务部', phone: '13857100102', validTo: 120 },
  { lot: 'west', plate: '浙A8N21K', plateColor: 'blue', owner: '郑婷', department: '运营部', phone: '13857100201', validTo: 3 },
  { lot: 'street', plate: '浙AF63019', plateColor: 'green', owner: '钱峰', department: '路段管理部', phone: '13857100301', validTo: 200 },
];
export const DEMO_SPECIAL_PLATES: { plate: string; plateColor: string; list: 'black' | 'white'; lot: LotKey; reason: string; validTo: number | null }[] = [
  { plate: '浙A7K3L9', plateColor: 'blue', list: 'black', lot: 'east', reason: '多次冲闸逃费，已报派出所备案', validTo: null },
  { plate: '皖A5Q207', plateColor: 'blue', list: 'black', lot: 'west', reason: '伪造缴费凭证', validTo: 90 },
  { plate: '浙A62T35', plateColor: 'blue', list: 'white', lot: 'east', reason: '东站管委会公务车', validTo: 30 },
  { plate: '浙A1C7X0', plateColor: 'blue', list: 'white', lot: 'west', reason: '景区管理处巡查车', validTo: 2 },
];
export const DEMO_SPECIAL_VEHICLES: { plate: string; plateColor: string; specialClass: string; organisation: string; validTo: number | null }[] = [
  { plate: '浙A0136警', plateColor: 'white', specialClass: 'police', organisation: '杭州市公安局上城区分局', validTo: null },
  { plate: '浙A2F120', plateColor: 'blue', specialClass: 'emergency', organisation: '杭州市急救中心', validTo: null },
  { plate: 'WJ331207', plateColor: 'white', specialClass: 'armedPolice', organisation: '武警浙江省总队', validTo: 180 },
  { plate: '浙A6H853', plateColor: 'yellow', specialClass: 'school', organisation: '杭州市钱塘小学', validTo: 4 },
];
export const DEMO_DISABLED_VEHICLES: { plate: string; plateColor: string; owner: string; certificateNo: string; phone: string; discountPct: number; validTo: number | null }[] = [
  { plate: '浙A9E5R2', plateColor: 'blue', owner: '赵丽', certificateNo: '33010619780523142X42', phone: '13700571234', discountPct: 100, validTo: 365 },
  { plate: '浙AD71385', plateColor: 'green', owner: '黄志强', certificateNo: '33010219650811301744', phone: '13805712288', discountPct: 50, validTo: 5 },
];
export const DEMO_GROUP_CARS: { lot: LotKey; groupName: string; plate: string; plateColor: string; contact: string; phone: string; validTo: number | null }[] = [
  { lot: 'east', groupName: '东站客运服务公司', plate: '浙A5X0J6', plateColor: 'blue', contact: '冯敏', phone: '0571-86009876', validTo: 33 },
  { lot: 'east', groupName: '东站客运服务公司', plate: '浙A9L4P3', plateColor: 'blue', contact: '冯敏', phone: '0571-86009876', validTo: 33 },
  { lot: 'east', groupName: '东站客运服务公司', plate: '浙AD60212', plateColor: 'green', contact: '冯敏', phone: '0571-86009876', validTo: 1 },
  { lot: 'west', groupName: '北山街酒店', plate: '浙A2R8M5', plateColor: 'blue', contact: '何静', phone: '0571-87981234', validTo: 60 },
];

/** The names the lots sell their monthly packages under (/MonthPkgName). */
export const DEMO_PACKAGE_NAMES: { lot: LotKey; name: string; kind: string; remark: string | null }[] = [
  { lot: 'east', name: '标准月卡', kind: 'monthly', remark: '全天不限次进出' },
  { lot: 'east', name: '季度套餐', kind: 'multiMonth', remark: '三个月起办，六个月、十二个月可选' },
  { lot: 'east', name: '夜间月卡', kind: 'monthly', remark: '仅限 19:00 至次日 08:00 入场' },
  { lot: 'east', name: '合作单位VIP', kind: 'vip', remark: null },
  { lot: 'street', name: '路段公务VIP', kind: 'vip', remark: '交警执勤车辆在滨江路泊位免费停放' },
  { lot: 'west', name: '产权车位', kind: 'property', remark: '业主自有车位，按车位号登记' },
  { lot: 'west', name: '储值卡', kind: 'storedValue', remark: null },
  { lot: 'east', name: '储值卡', kind: 'storedValue', remark: null },
  { lot: 'east', name: '两场通用月卡', kind: 'monthly', remark: '东站、西站停车场均可进出' },
];

/** Lots that sell packages together (/ParkingLotGroup): a card of a package naming the group is valid at each. */
export const DEMO_LOT_GROUPS: { name: string; lots: LotKey[]; remark: string }[] = [
  { name: '东西站通用', lots: ['east', 'west'], remark: '东站、西站两场通用的月卡套餐' },
];

/**
 * The packages the lots sell under those names (/PackageManagement), typed by the lot operator and
 * approved by finance (/PackageAudit) unless `approved` is false; amounts in fen. The standard card's
 * price rise for next year waits for review.
 */
export const DEMO_PACKAGES: {
  lot: LotKey; name: string; approved: boolean; terms: Record<string, unknown>;
  /** Its price in areas of the lot (/MonthlyPackageAreaCharge), fen a month. */
  areaPrices?: { area: string; monthlyPrice: number; remark: string }[];
  /** A stored-value package's recharge rule (/RechargeRuleManag): tiers 'from yuan:gift fen'. */
  rechargeRule?: { minimumRecharge: number; gifts: string; giftOn: string; remark: string };
  /** Its customers are told by SMS (DEMO_CARD_NOTICE_TEMPLATE) their notice days before the end. */
  notice?: true;
  /** The lot group (DEMO_LOT_GROUPS) whose every lot its cards are valid at. */
  lotGroup?: string;
}[] = [
  { lot: 'east', name: '标准月卡', approved: true, notice: true, terms: { pricing: 'packagePrice', price: 30_000, months: '1,12', freePeriods: '00:00-00:00', graceDays: 3 },
    areaPrices: [{ area: 'B1 区', monthlyPrice: 35_000, remark: '近电梯厅' }, { area: 'B2 区', monthlyPrice: 28_000, remark: '负二层优惠' }] },
  { lot: 'east', name: '季度套餐', approved: true, notice: true, terms: { pricing: 'packagePrice', months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000', freePeriods: '00:00-00:00', graceDays: 3 } },
  { lot: 'east', name: '夜间月卡', approved: true, notice: true, terms: {
    pricing: 'packagePrice', price: 15_000, months: '1,6', freePeriods: '19:00-08:00', chargedPeriods: '08:00-19:00', entryWindows: '19:00-08:00' } },
  { lot: 'east', name: '合作单位VIP', approved: true, terms: { pricing: 'packagePrice', freePeriods: '00:00-00:00' } },
  { lot: 'street', name: '路段公务VIP', approved: true, terms: { pricing: 'packagePrice', freePeriods: '00:00-00:00' } },
  { lot: 'west', name: '产权车位', approved: true, notice: true, terms: { pricing: 'packagePrice', price: 10_000, months: '1,12', freePeriods: '00:00-00:00' } },
  { lot: 'west', name: '储值卡', approved: true, terms: { pricing: 'packagePrice', chargedPeriods: '00:00-00:00', shortBalance: 'chargeRest' },
    rechargeRule: { minimumRecharge: 10_000, gifts: '200:1000,500:5000', giftOn: 'everyRecharge', remark: '充 200 送 10，充 500 送 50' } },
  { lot: 'east', name: '储值卡', approved: true, terms: { pricing: 'packagePrice', chargedPeriods: '00:00-00:00', shortBalance: 'refuse' },
    rechargeRule: { minimumRecharge: 5_000, gifts: '300:2000', giftOn: 'firstRecharge', remark: '首充满 300 送 20' } },
  { lot: 'east', name: '两场通用月卡', approved: true, notice: true, lotGroup: '东西站通用', terms: { pricing: 'packagePrice', price: 45_000, months: '1,12', freePeriods: '00:00-00:00', graceDays: 3 } },
  { lot: 'east', name: '标准月卡', approved: false, terms: {
    pricing: 'packagePrice', price: 32_000, months: '1,12', freePeriods: '00:00-00:00', graceDays: 3, saleFrom: '2027-01-01', remark: '2027 年起调价' } },
];

/**
 * The lots' card holders (/MonthlyCarRentalArchives), registered by the lot operator and confirmed
 * by finance unless `confirmed` is false; dates as days from today: some end this week, one is in
 * its grace, one waits for review.
 */
export const DEMO_CARDS: {
  lot: LotKey; packageName: string; customer: string; phone: string; plates: string; spaces: number; spaceNo: string | null;
  from: number; to: number; confirmed: boolean;
}[] = [
  { lot: 'east', packageName: '标准月卡', customer: '陈立', phone: '13905710001', plates: '浙A7Y3K5', spaces: 1, spaceNo: null, from: -20, to: 10, confirmed: true },
  { lot: 'east', packageName: '标准月卡', customer: '周敏', phone: '13905710002', plates: '浙A2D8Q6, 浙AD12345', spaces: 1, spaceNo: null, from: -27, to: 3, confirmed: true },
  { lot: 'east', packageName: '季度套餐', customer: '杭州东站物业', phone: '0571-86001234', plates: '浙A5K9M2, 浙A6L1N3, 浙A3P7R8', spaces: 2, spaceNo: null, from: -60, to: 31, confirmed: true },
  { lot: 'east', packageName: '夜间月卡', customer: '林涛', phone: '13905710004', plates: '浙A9T4V6', spaces: 1, spaceNo: null, from: -32, to: -2, confirmed: true },
  { lot: 'east', packageName: '合作单位VIP', customer: '东站客运服务公司', phone: '0571-86009876', plates: '浙A1W5X7', spaces: 1, spaceNo: null, from: -90, to: 275, confirmed: true },
  { lot: 'east', packageName: '标准月卡', customer: '赵磊', phone: '13905710010', plates: '浙A5M3P7', spaces: 1, spaceNo: null, from: -28, to: 2, confirmed: true },
  { lot: 'east', packageName: '两场通用月卡', customer: '钱进', phone: '13905710011', plates: '浙A8N4Q2', spaces: 1, spaceNo: null, from: -10, to: 20, confirmed: true },
  { lot: 'street', packageName: '路段公务VIP', customer: '滨江交警执勤中队', phone: '0571-86601122', plates: '浙A0J8P2', spaces: 1, spaceNo: null, from: -45, to: 320, confirmed: true },
  { lot: 'east', packageName: '标准月卡', customer: '吴晓', phone: '13905710006', plates: '浙A4B6C8', spaces: 1, spaceNo: null, from: 1, to: 31, confirmed: false },
  { lot: 'west', packageName: '产权车位', customer: '何静', phone: '13905710007', plates: '浙A8E2F4', spaces: 1, spaceNo: 'G-007', from: -100, to: 265, confirmed: true },
  { lot: 'west', packageName: '储值卡', customer: '郑凯', phone: '13905710008', plates: '浙A3G5H9', spaces: 1, spaceNo: null, from: -15, to: 350, confirmed: true },
  { lot: 'east', packageName: '储值卡', customer: '孙悦', phone: '13905710009', plates: '浙A6J2K8', spaces: 1, spaceNo: null, from: -40, to: 325, confirmed: true },
];

/** The terms monthly customers accept (the monthly agreement's first version). */
export const DEMO_AGREEMENT = {
  textZh: '一、月卡仅限登记的车辆在登记的停车场使用，车位先到先得，车位已满时按临时车计费。\n二、月卡到期后三日内仍可入场，逾期按临时车计费。\n三、退卡按剩余整日数退费，已使用部分不退。',
  textEn: '1. A card is for its registered cars at its registered lot; spaces are first come, first served, and a car arriving when they are taken pays as a visitor.\n2. For three days after a card ends its cars may still enter; after that they pay as visitors.\n3. A card returned is refunded for its whole days left; days used are not refunded.',
};

/** What a plate owing arrears meets at the west lot's entrance (threshold in fen): the lane's screen asks it to pay. */
export const DEMO_ARREARS_ENTRY_RULES: { lot: LotKey; name: string; mode: 'warn' | 'refuse'; threshold: number; remark: string }[] = [
  { lot: 'west', name: '西湖欠费提醒', mode: 'warn', threshold: 0, remark: '有欠费即在出入口屏提示补缴' },
];

export const DEMO_INSPECTION_VEHICLES: { plate: string; cameraSerial: string; model: string; street: string; status: number; remark: string }[] = [
  { plate: '浙AD65210', cameraSerial: 'SF-S-INS1', model: 'XJ-200 车载识别', street: '滨江路', status: 1, remark: '早晚高峰各巡查一次' },
  { plate: '浙AF30827', cameraSerial: 'SF-S-INS2', model: 'XJ-200 车载识别', street: '江南大道', status: 2, remark: '摄像头镜头更换中' },
];

/** Parameters of the apps and the customer service (templates: the seed's 通用参数 and this one). */
export const DEMO_PARAMETER_TEMPLATE = { name: '收费参数', remark: '与收费、票据相关的参数' };
export const DEMO_PARAMETERS: { code: string; name: string; value: string; template: 'general' | 'charging'; remark: string }[] = [
  { code: '1001', name: '客服电话', value: '0571-86001234', template: 'general', remark: '小程序与短信中展示' },
  { code: '1002', name: '小程序名称', value: '示范停车', template: 'general', remark: '' },
  { code: '1003', name: '停车场公告', value: '东站停车场 B2 区 12 月 1 日起夜间 23:00-06:00 保洁，请勿停放。', template: 'general', remark: '岗亭屏与小程序首页展示' },
  { code: '2001', name: '发票开具方式', value: '电子发票（小程序自助开具）', template: 'charging', remark: '' },
  { code: '2002', name: '欠费短信提醒间隔（天）', value: '3', template: 'charging', remark: '同一笔欠费两次提醒的最短间隔' },
  { code: '2003', name: '岗亭备用金（元）', value: '200', template: 'charging', remark: '每班开班备用金' },
];
/** Who may change which parameter besides super administrators: the role group of this demo user. */
export const DEMO_PARAMETER_EDITORS: { code: string; user: string }[] = [
  { code: '1001', user: 'cs' }, { code: '1003', user: 'operator' }, { code: '2003', user: 'operator' },
];

/** Shifts, and the roster: each demo user's shift of each day (office staff work days). */
export const DEMO_SHIFTS = [
  { name: '早班', startTime: '07:00', endTime: '15:00', remark: '岗亭、路段' },
  { name: '中班', startTime: '15:00', endTime: '23:00', remark: '岗亭、路段' },
  { name: '夜班', startTime: '23:00', endTime: '07:00', remark: '仅东站岗亭' },
  { name: '行政班', startTime: '08:30', endTime: '17:30', remark: '客服、财务、管理' },
];
/** Days of the roster around today (the past week and the coming one). */
export const DEMO_ROSTER_DAYS = { from: -6, to: 7 } as const;
/** Demo users on the field shifts (early, late, night in turn, a day off a week); the others work office hours on weekdays. */
export const DEMO_SHIFT_WORKERS: readonly string[] = ['cashier', 'operator'];

/** Staff phones bound to the handheld app (by demo user). */
export const DEMO_STAFF_PHONES: { user: string; phone: string; deviceId: string }[] = [
  { user: 'operator', phone: '13857100111', deviceId: 'HUAWEI-MatePad-SF0111' },
  { user: 'cs', phone: '13857100112', deviceId: 'iPhone-SF0112' },
];

/** The POS collectors' streets. */
export const DEMO_COLLECTOR_STREETS: { login: string; street: string }[] = [
  { login: 'sf-zhang', street: '滨江路' }, { login: 'sf-li', street: '江南大道' },
];

/** A firmware upgrade of the east lot's pay station, scheduled for the night (carried out when it is online). */
export const DEMO_UPGRADE = {
  lot: 'east' as LotKey, deviceType: 'payStation', model: 'PS-7', targetVersion: '20261120', fileName: 'PS7_20261120.bin',
  fileUrl: 'https://firmware.sf-parking.example.com/PS-7/PS7_20261120.bin', remark: '修复纸币器卡币后不能自动复位',
};

/** A menu of another client (its page-group screen): directories with pages, pages with buttons. */
export interface DemoAppMenu { path: string; directories: { title: string; titleEn: string; pages: { title: string; titleEn: string; index: string; buttons?: { title: string; titleEn: string; index: string }[] }[] }[] }
export const DEMO_APP_MENUS: DemoAppMenu[] = [
  {
    path: '/cashierPageGroup',
    directories: [
      {
        title: '路内收费', titleEn: 'On-street charging',
        pages: [
          { title: '泊位巡查', titleEn: 'Berths', index: '/berths' },
          { title: '入场登记', titleEn: 'Register entry', index: '/entry', buttons: [{ title: '拍照识别', titleEn: 'Read plate', index: 'capture' }] },
          { title: '离场收费', titleEn: 'Charge and leave', index: '/checkout', buttons: [{ title: '现金收费', titleEn: 'Cash', index: 'cashPay' }, { title: '扫码收费', titleEn: 'Scan to pay', index: 'scanPay' }] },
          { title: '欠费补缴', titleEn: 'Arrears', index: '/arrears', buttons: [{ title: '补缴', titleEn: 'Collect', index: 'collect' }] },
        ],
      },
      {
        title: '交班管理', titleEn: 'Hand-over',
        pages: [
          { title: '交班对账', titleEn: 'Hand over', index: '/handover', buttons: [{ title: '交班', titleEn: 'Sign out', index: 'signOut' }] },
          { title: '问题上报', titleEn: 'Report a problem', index: '/problems' },
        ],
      },
    ],
  },
  {
    path: '/InsAppPageGroup',
    directories: [{
      title: '巡检', titleEn: 'Inspection',
      pages: [
        { title: '路段巡检', titleEn: 'Patrol', index: '/patrol', buttons: [{ title: '开始巡检', titleEn: 'Start', index: 'start' }] },
        { title: '比对结果', titleEn: 'Comparisons', index: '/comparisons' },
        { title: '问题上报', titleEn: 'Report a problem', index: '/problems' },
      ],
    }],
  },
  {
    path: '/newH5PageGroup',
    directories: [{
      title: '移动管理', titleEn: 'Mobile management',
      pages: [
        { title: '今日收入', titleEn: "Today's takings", index: '/revenue' },
        { title: '实时车位', titleEn: 'Spaces now', index: '/occupancy' },
        { title: '设备告警', titleEn: 'Device alarms', index: '/alarms' },
        { title: '欠费查询', titleEn: 'Arrears', index: '/arrears' },
      ],
    }],
  },
];
