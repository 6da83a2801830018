/**
 * The site's icons: Lucide's drawings, kept once in a sprite (icons.svg, a fingerprinted
 * file the browser caches) and referenced with <use>. A page's HTML carries a short
 * reference per icon instead of its drawing, and no page's JavaScript carries drawings or
 * an icon library (−6 KB of first-load JavaScript, −1.3 KB of HTML per page).
 *
 * To add one: declare it below with Lucide's component name and an id (in ./admin-icons.tsx
 * when only the back office uses it: this module is in every page's first load), then run
 * `npm run icons` to rewrite the sprite (icons.test.ts fails until you do).
 * Decorative by default (aria-hidden), as Lucide's were; give one an aria-label or a role
 * to make it speak.
 */
import type { ReactElement, SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & { size?: number | string };
/** An icon component, for props that take one (a feature card's, a service's). */
export type IconComponent = (props: IconProps) => ReactElement;

/** An icon of the sprite, by its id (./admin-icons.tsx declares the back office's own with it). */
export function icon(id: string): IconComponent {
  function SpriteIcon({ size = 24, strokeWidth = 2, ...rest }: IconProps) {
    const speaks = rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined || rest.role !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={speaks ? undefined : true}
        {...rest}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  return SpriteIcon;
}

export const AlertCircle = icon("alert-circle");
export const AlertTriangle = icon("alert-triangle");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const CalendarCheck2 = icon("calendar-check2");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarRange = icon("calendar-range");
export const CalendarX2 = icon("calendar-x2");
export const Check = icon("check");
export const CheckCircle2 = icon("check-circle2");
export const ChevronDown = icon("chevron-down");
export const ChevronRight = icon("chevron-right");
export const CircleX = icon("circle-x");
export const ClipboardCheck = icon("clipboard-check");
export const ClipboardList = icon("clipboard-list");
export const ClipboardPlus = icon("clipboard-plus");
export const Clock = icon("clock");
export const Cookie = icon("cookie");
export const Download = icon("download");
export const Droplets = icon("droplets");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const FileCheck2 = icon("file-check2");
export const FileText = icon("file-text");
export const FileX2 = icon("file-x2");
export const GraduationCap = icon("graduation-cap");
export const HardHat = icon("hard-hat");
export const Headset = icon("headset");
export const History = icon("history");
export const IdCard = icon("id-card");
export const Info = icon("info");
export const Layers = icon("layers");
export const LayoutDashboard = icon("layout-dashboard");
export const LayoutGrid = icon("layout-grid");
export const LifeBuoy = icon("life-buoy");
export const Lightbulb = icon("lightbulb");
export const List = icon("list");
export const LockKeyhole = icon("lock-keyhole");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageCircleQuestion = icon("message-circle-question");
export const MessageSquareText = icon("message-square-text");
export const Minus = icon("minus");
export const Package = icon("package");
export const PackageOpen = icon("package-open");
export const PaintRoller = icon("paint-roller");
export const Phone = icon("phone");
export const Play = icon("play");
export const PlugZap = icon("plug-zap");
export const Plus = icon("plus");
export const RotateCcw = icon("rotate-ccw");
export const Search = icon("search");
export const Send = icon("send");
export const ShieldCheck = icon("shield-check");
export const ShoppingCart = icon("shopping-cart");
export const Siren = icon("siren");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Sparkles = icon("sparkles");
export const Trash2 = icon("trash2");
export const TriangleAlert = icon("triangle-alert");
export const Truck = icon("truck");
export const User = icon("user");
export const UserPlus = icon("user-plus");
export const Wrench = icon("wrench");
export const X = icon("x");
export const XCircle = icon("x-circle");
