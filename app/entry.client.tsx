import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedBeforeHydration } from "./components/ui/typed-before-hydration.ts";

// What a person typed before the scripts arrived, made again once React holds the page (root.tsx).
keepTypedBeforeHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
