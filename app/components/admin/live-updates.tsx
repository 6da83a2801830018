/**
 * Live arrival of new requests while the dashboard is open
 * (docs/decisions/0008): every 10 s, while the tab is visible, the page asks
 * /admin/updates what was created or changed since its last marker. New
 * requests are announced (toast, and a browser notification when permission
 * was granted) and the page's data is reloaded, so the list and the counters
 * follow. The browser is asked for notification permission only from the
 * button, never on load (decisions.md).
 */
import { Bell, BellOff, BellRing } from "../ui/admin-icons.tsx";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { LOCALE } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { toast } from "../toast.tsx";

/** The JSON of GET /admin/updates, which the open dashboard polls (dates as ISO strings). */
export type LiveUpdate = {
  checkedAt: string;
  created: { id: string; reference: string; type: "quote" | "contact"; name: string; createdAt: string }[];
  updated: number;
};

export const POLL_MS = 10_000;

export type NotificationPermissionState = NotificationPermission | "unsupported" | "unknown";

export type LiveState = {
  permission: NotificationPermissionState;
  enableNotifications: () => void;
};

function currentPermission(): NotificationPermissionState {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

// The browser's answer changes after our request, or from its own settings (Permissions API).
const permissionListeners = new Set<() => void>();
function notifyPermission() {
  for (const listener of permissionListeners) listener();
}
function subscribePermission(listener: () => void): () => void {
  permissionListeners.add(listener);
  let status: PermissionStatus | undefined;
  navigator.permissions
    ?.query({ name: "notifications" })
    .then((result) => {
      status = result;
      result.addEventListener("change", listener);
    })
    .catch(() => undefined);
  return () => {
    permissionListeners.delete(listener);
    status?.removeEventListener("change", listener);
  };
}

export function useLiveRequests(initial: { since: string; seen: string[] }): LiveState {
  const { t, href, lang } = useI18n();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // Read at each tick without restarting the timer when these change identity.
  const latest = useRef({ t, href, lang, revalidator, navigate });
  useEffect(() => {
    latest.current = { t, href, lang, revalidator, navigate };
  });
  const marker = useRef(initial.since);
  const seen = useRef(new Set(initial.seen));
  const permission = useSyncExternalStore(subscribePermission, currentPermission, () => "unknown" as const);

  useEffect(() => {
    let busy = false;
    let stopped = false;
    async function check() {
      if (busy || stopped || document.visibilityState !== "visible") return;
      busy = true;
      const { t, href, lang, revalidator, navigate } = latest.current;
      try {
        const response = await fetch(`${href("/admin/updates")}?since=${encodeURIComponent(marker.current)}`, {
          headers: { Accept: "application/json" },
          cache: "no-store",
          redirect: "manual",
        });
        if (!response.ok) {
          // Signed out or no longer staff: reloading the page's data lets its guard redirect.
          if (response.type === "opaqueredirect" || response.status === 401 || response.status === 403) revalidator.revalidate();
          return;
        }
        const update = (await response.json()) as LiveUpdate;
        marker.current = update.checkedAt;
        const fresh = update.created.filter((request) => !seen.current.has(request.id)).reverse();
        for (const request of fresh) seen.current.add(request.id);
        if (fresh.length > 0) {
          toast({ title: t("admin.live.newRequests", { count: fresh.length }), description: fresh.map((request) => `${request.reference} · ${request.name}`).join(", ") });
          if (currentPermission() === "granted") {
            for (const request of fresh) {
              try {
                const notification = new Notification(t("admin.live.newRequestTitle", { reference: request.reference }), {
                  body: t("admin.live.newRequestBody", { type: t(`admin.type.${request.type}`), name: request.name }),
                  tag: request.reference,
                  lang: LOCALE[lang],
                });
                notification.onclick = () => {
                  window.focus();
                  void navigate(`${href("/admin")}?request=${encodeURIComponent(request.reference)}`);
                };
              } catch {
                // Some browsers (Chrome on Android) only show notifications from a service worker: the toast remains.
              }
            }
          }
        }
        if ((fresh.length > 0 || update.updated > 0) && revalidator.state === "idle") await revalidator.revalidate();
      } catch {
        // Offline for a moment or the server restarting: the next tick tries again.
      } finally {
        busy = false;
      }
    }
    const timer = window.setInterval(() => void check(), POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  const enableNotifications = useCallback(() => {
    if (currentPermission() === "unsupported") return;
    void Notification.requestPermission().finally(notifyPermission);
  }, []);

  return { permission, enableNotifications };
}

/** 'Activer les notifications' only while the browser's answer is undecided; the state otherwise. */
export function NotificationControl({ live }: { live: LiveState }) {
  const { t } = useI18n();
  if (live.permission === "default") {
    return (
      <button type="button" className="btn btn-outline" onClick={live.enableNotifications} title={t("admin.live.notificationsHint")}>
        <Bell className="h-5 w-5" aria-hidden="true" />
        {t("admin.live.enableNotifications")}
      </button>
    );
  }
  if (live.permission === "granted") {
    return (
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-success-700">
        <BellRing className="h-5 w-5" aria-hidden="true" />
        {t("admin.live.notificationsOn")}
      </p>
    );
  }
  if (live.permission === "denied") {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-concrete-700">
        <BellOff className="h-5 w-5" aria-hidden="true" />
        {t("admin.live.notificationsBlocked")}
      </p>
    );
  }
  return null;
}
