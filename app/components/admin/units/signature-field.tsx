/**
 * The customer's drawn signature (signature_pad): a canvas the customer signs in with a finger,
 * a pen or the mouse, its PNG written into the form's hidden `signature` field after each stroke.
 * Loaded once the page has hydrated (the screen shows the typed-name note until then).
 */
import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";
import { useI18n } from "../../../i18n/react.tsx";

export function SignatureField({ error }: { error?: string }) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const output = useRef<HTMLInputElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Drawn at the screen's pixel density, so the PNG is sharp in the contract.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")?.scale(ratio, ratio);
    const signature = new SignaturePad(element, { penColor: "#1c1d1f", minWidth: 0.8, maxWidth: 2.4 });
    signature.addEventListener("endStroke", () => {
      if (output.current) output.current.value = signature.isEmpty() ? "" : signature.toDataURL("image/png");
    });
    pad.current = signature;
    return () => signature.off();
  }, []);

  const clear = () => {
    pad.current?.clear();
    if (output.current) output.current.value = "";
  };

  return (
    <div>
      <p id="signature-label" className="mb-1.5 text-sm font-semibold">
        {t("adminUnits.handover.signature")}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        className="h-40 w-full touch-none rounded-lg border-2 border-dashed border-concrete-400 bg-white"
      />
      <input ref={output} type="hidden" name="signature" defaultValue="" />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id="signature-hint" className="text-sm text-concrete-600">
          {t("adminUnits.handover.signatureHint")}
        </p>
        <button type="button" className="btn btn-ghost px-2.5 text-sm" onClick={clear}>
          {t("adminUnits.handover.signatureClear")}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
