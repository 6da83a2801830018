import { Search } from "../ui/icons.tsx";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Form, Link, useNavigate } from "react-router";
import { HERO_ROTATION_MS } from "../../domain/constants.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

export type HeroSlide = { title: string; subtitle: string; image: string; cta: { label: string; path: string } };

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    // On the server nothing moves anyway.
    () => true,
  );
}

/**
 * Hero carousel (spec 4): advances every 8 s with a 1 s cross-fade, pauses
 * while hovered or while the search box has text, and stays still for people
 * who ask for reduced motion. The tool search submits to /categories?search=…
 * (trimmed; blank does nothing); it is a plain GET form, so it works without JS.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [query, setQuery] = useState("");
  const reducedMotion = usePrefersReducedMotion();
  // The dots only work with JavaScript: they show once the page has hydrated (a phone shows the
  // page a second or more before that), never as buttons that do nothing. Their row keeps its
  // height meanwhile, so nothing moves when they appear.
  const hydrated = useHydrated();
  const paused = hovered || query.length > 0 || reducedMotion;

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  return (
    // Hover only pauses the rotation (spec 4); keyboard users are not affected by it.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={t("catalogue.hero.label")}
      className="surface-dark relative overflow-hidden bg-ink text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/* The slides share one grid cell: the band is as tall as the tallest slide, so no text
          ever runs under the search box, whatever the width and the language. */}
      <div className="grid">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={t("catalogue.hero.slideOf", { n: i + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
              className={`[grid-area:1/1] transition-opacity duration-1000 ease-in-out ${active ? "opacity-100" : "opacity-0"}`}
            >
              <div className="container-page grid h-full items-center gap-6 pt-8 lg:grid-cols-[1.15fr_1fr]">
                <div>
                  {/* The shown slide's title is the page's one h1 (the server renders the first's); the
                      hidden slides are out of the accessibility tree, so the outline never loses its h1
                      when the carousel turns. */}
                  {active ? (
                    <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{slide.title}</h1>
                  ) : (
                    <h2 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{slide.title}</h2>
                  )}
                  <p className="mt-4 max-w-xl text-lg text-concrete-200 sm:text-xl">{slide.subtitle}</p>
                  <Link to={href(slide.cta.path)} className="btn btn-primary mt-6" tabIndex={active ? undefined : -1}>
                    {slide.cta.label}
                  </Link>
                </div>
                <img
                  src={slide.image}
                  alt=""
                  width={800}
                  height={600}
                  className="hidden h-auto max-h-[19rem] w-auto justify-self-end rounded-2xl lg:block"
                  // Hidden below 1024 px: never a high-priority download competing with the text.
                  loading="lazy"
                />
              </div>
            </div>
          );
        })}
      </div>
      <div>
        <div className="container-page pb-6 pt-4">
          <Form
            method="get"
            action={href("/categories")}
            role="search"
            className="flex max-w-2xl gap-2 rounded-xl bg-white p-2 shadow-lg"
            onSubmit={(event) => {
              event.preventDefault();
              const text = query.trim();
              if (!text) return;
              navigate(`${href("/categories")}?search=${encodeURIComponent(text)}`);
            }}
          >
            <label htmlFor="hero-search" className="sr-only">
              {t("catalogue.search.label")}
            </label>
            <input
              id="hero-search"
              name="search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("catalogue.search.placeholder")}
              className="min-h-11 min-w-0 flex-1 rounded-lg px-3 text-ink placeholder:text-concrete-600 focus-visible:outline-safety-600"
              autoComplete="off"
            />
            <button type="submit" className="btn btn-primary">
              <Search className="h-5 w-5" aria-hidden="true" />
              <span className="hidden sm:inline">{t("catalogue.search.submit")}</span>
              <span className="sr-only sm:hidden">{t("catalogue.search.submit")}</span>
            </button>
          </Form>
          <div className="mt-4 flex h-11 gap-1">
            {(hydrated ? slides : []).map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? "true" : undefined}
                aria-label={t("catalogue.hero.goToSlide", { n: i + 1, total: slides.length })}
                className="group flex h-11 w-11 items-center justify-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${i === index ? "w-8 bg-safety-500" : "w-2.5 bg-white/60 group-hover:bg-white"}`} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
