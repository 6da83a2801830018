/**
 * The site's icons: Lucide's drawings, kept once in a sprite (icons.svg, a fingerprinted
 * file the browser caches) and referenced with <use>. A page's HTML carries a short
 * reference per icon instead of its drawing, and no page's JavaScript carries drawings or
 * an icon library (issue 17: −6 KB of first-load JavaScript, −1.3 KB of HTML per page).
 *
 * To add one: declare it below with Lucide's component name and an id, then run
 * `npm run icons` to rewrite the sprite (icons.test.ts fails until you do).
 * Decorative by default (aria-hidden), as Lucide's were; give one an aria-label or a role
 * to make it speak.
 */
import type { ReactElement, SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & { size?: number | string };
/** An icon component, for props that take one (a feature card's, a service's). */
export type IconComponent = (props: IconProps) => ReactElement;

function icon(id: string): IconComponent {
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
export const Archive = icon("archive");
export const ArchiveRestore = icon("archive-restore");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const BarChart3 = icon("bar-chart3");
export const Bell = icon("bell");
export const BellOff = icon("bell-off");
export const BellRing = icon("bell-ring");
export const Building2 = icon("building2");
export const Calculator = icon("calculator");
export const CalendarCheck2 = icon("calendar-check2");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarPlus = icon("calendar-plus");
export const CalendarRange = icon("calendar-range");
export const CalendarX2 = icon("calendar-x2");
export const Check = icon("check");
export const CheckCircle2 = icon("check-circle2");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
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
export const FileDown = icon("file-down");
export const FilePen = icon("file-pen");
export const FileText = icon("file-text");
export const FileX2 = icon("file-x2");
export const GraduationCap = icon("graduation-cap");
export const HardHat = icon("hard-hat");
export const Headset = icon("headset");
export const History = icon("history");
export const IdCard = icon("id-card");
export const Images = icon("images");
export const Inbox = icon("inbox");
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
export const MessageSquare = icon("message-square");
export const MessageSquareText = icon("message-square-text");
export const Minus = icon("minus");
export const Package = icon("package");
export const PackageCheck = icon("package-check");
export const PackageOpen = icon("package-open");
export const PaintRoller = icon("paint-roller");
export const Phone = icon("phone");
export const PhoneCall = icon("phone-call");
export const Play = icon("play");
export const PlugZap = icon("plug-zap");
export const Plus = icon("plus");
export const RefreshCw = icon("refresh-cw");
export const RotateCcw = icon("rotate-ccw");
export const Save = icon("save");
export const Search = icon("search");
export const Send = icon("send");
export const Settings = icon("settings");
export const ShieldCheck = icon("shield-check");
export const ShieldOff = icon("shield-off");
export const ShoppingCart = icon("shopping-cart");
export const Siren = icon("siren");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Trash2 = icon("trash2");
export const TriangleAlert = icon("triangle-alert");
export const Truck = icon("truck");
export const Upload = icon("upload");
export const User = icon("user");
export const UserPlus = icon("user-plus");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const Wrench = icon("wrench");
export const X = icon("x");
export const XCircle = icon("x-circle");
