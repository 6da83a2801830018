/**
 * The icons only the back office uses (./icons.tsx: the same sprite), apart so that every page's
 * first load does not carry their declarations. Declared the same way; `npm run icons`
 * reads both modules.
 */
import { icon } from "./icons.tsx";

export const Archive = icon("archive");
export const ArchiveRestore = icon("archive-restore");
export const ArrowDown = icon("arrow-down");
export const ArrowUp = icon("arrow-up");
export const BarChart3 = icon("bar-chart3");
export const Bell = icon("bell");
export const BellOff = icon("bell-off");
export const BellRing = icon("bell-ring");
export const Building2 = icon("building2");
export const Calculator = icon("calculator");
export const CalendarPlus = icon("calendar-plus");
export const ChevronLeft = icon("chevron-left");
export const FileDown = icon("file-down");
export const FilePen = icon("file-pen");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const MessageSquare = icon("message-square");
export const PackageCheck = icon("package-check");
export const PhoneCall = icon("phone-call");
export const Printer = icon("printer");
export const QrCode = icon("qr-code");
export const RefreshCw = icon("refresh-cw");
export const Forklift = icon("forklift");
export const ScanLine = icon("scan-line");
export const Save = icon("save");
export const Settings = icon("settings");
export const ShieldOff = icon("shield-off");
export const Star = icon("star");
export const Upload = icon("upload");
export const UserRound = icon("user-round");
export const Users = icon("users");
