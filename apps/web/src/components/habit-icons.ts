import {
  IconActivity,
  IconBarbell,
  IconBook,
  IconBottleOff,
  IconBrain,
  IconBriefcase,
  IconBuildingBank,
  IconBulbOff,
  IconCalendarHeart,
  IconChartLine,
  IconChartPie,
  IconClock,
  IconCoffeeOff,
  IconCoins,
  IconConfetti,
  IconCreditCard,
  IconCreditCardOff,
  IconDeviceMobileOff,
  IconDroplet,
  IconEar,
  IconEgg,
  IconFlame,
  IconGift,
  IconGlassFull,
  IconHandStop,
  IconHeart,
  IconHeartHandshake,
  IconHeartbeat,
  IconHourglass,
  IconLungs,
  IconMessageCircle,
  IconMessageHeart,
  IconMoodHeart,
  IconMoodSmile,
  IconMoon,
  IconNotebook,
  IconPhoneCall,
  IconPhoneOff,
  IconPigMoney,
  IconReceipt,
  IconReceiptOff,
  IconReportMoney,
  IconSalad,
  IconShieldCheck,
  IconShoe,
  IconShoppingCartOff,
  IconSnowflake,
  IconStairs,
  IconStethoscope,
  IconStretching,
  IconSun,
  IconTemperature,
  IconToolsKitchen2,
  IconToolsKitchen2Off,
  IconTree,
  IconUsersGroup,
  IconWalk,
  IconWind,
  IconYoga,
  IconZzz,
  IconSparkles,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * The Tabler icons the habit library names (kebab-case, as in the library content: "pig-money" →
 * IconPigMoney). A static map rather than a dynamic import of every Tabler icon: the library's names
 * are a known set, and an unknown name (the AI may invent one) shows a generic sparkle.
 */
const icons: Record<string, TablerIcon> = {
  'activity': IconActivity,
  'barbell': IconBarbell,
  'book': IconBook,
  'bottle-off': IconBottleOff,
  'brain': IconBrain,
  'briefcase': IconBriefcase,
  'building-bank': IconBuildingBank,
  'bulb-off': IconBulbOff,
  'calendar-heart': IconCalendarHeart,
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  'clock': IconClock,
  'coffee-off': IconCoffeeOff,
  'coins': IconCoins,
  'confetti': IconConfetti,
  'credit-card': IconCreditCard,
  'credit-card-off': IconCreditCardOff,
  'device-mobile-off': IconDeviceMobileOff,
  'droplet': IconDroplet,
  'ear': IconEar,
  'egg': IconEgg,
  'flame': IconFlame,
  'gift': IconGift,
  'glass-full': IconGlassFull,
  'hand-stop': IconHandStop,
  'heart': IconHeart,
  'heart-handshake': IconHeartHandshake,
  'heartbeat': IconHeartbeat,
  'hourglass': IconHourglass,
  'lungs': IconLungs,
  'message-circle': IconMessageCircle,
  'message-heart': IconMessageHeart,
  'mood-heart': IconMoodHeart,
  'mood-smile': IconMoodSmile,
  'moon': IconMoon,
  'notebook': IconNotebook,
  'phone-call': IconPhoneCall,
  'phone-off': IconPhoneOff,
  'pig-money': IconPigMoney,
  'receipt': IconReceipt,
  'receipt-off': IconReceiptOff,
  'report-money': IconReportMoney,
  'salad': IconSalad,
  'shield-check': IconShieldCheck,
  'shoe': IconShoe,
  'shopping-cart-off': IconShoppingCartOff,
  'snowflake': IconSnowflake,
  'stairs': IconStairs,
  'stethoscope': IconStethoscope,
  'stretching': IconStretching,
  'sun': IconSun,
  'temperature': IconTemperature,
  'tools-kitchen-2': IconToolsKitchen2,
  'tools-kitchen-2-off': IconToolsKitchen2Off,
  'tree': IconTree,
  'users-group': IconUsersGroup,
  'walk': IconWalk,
  'wind': IconWind,
  'yoga': IconYoga,
  'zzz': IconZzz,
};

/** The icon of a library habit or routine by its Tabler name; IconSparkles when unknown. */
export function habitIcon(name: string | null | undefined): TablerIcon {
  return (name && Object.hasOwn(icons, name) ? icons[name] : undefined) ?? IconSparkles;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of a #rrggbb colour against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const FALLBACK_ICON_COLOR = '#495057';

/**
 * A card's icon colour (the library's hexadecimalIcon) darkened until it reaches `ratio` against white
 * (3:1 for an icon, 4.5:1 for text), so a light colour from the AI still reads; not a colour at all gives grey.
 */
export function readableColor(hex: string | null | undefined, ratio = 4.5): string {
  if (!hex || !/^#[0-9a-fA-F]{6}$/.test(hex)) return FALLBACK_ICON_COLOR;
  const n = Number.parseInt(hex.slice(1), 16);
  let rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const toHex = (parts: number[]) => `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 40 && contrastOnWhite(toHex(rgb)) < ratio; step++) rgb = rgb.map((p) => Math.floor(p * 0.92));
  return toHex(rgb);
}
