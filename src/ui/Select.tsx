/**
 * The design system's select (issue 45): a drawn trigger and list instead of the browser's own.
 * The list is radix Select (popper, focus, type-ahead: about 31 KiB compressed with its radix parts), which the
 * registration page cannot carry in its first download (130 KiB budget). So the page paints this
 * look-alike trigger, the radix part (SelectMenu.tsx) loads when the visitor shows intent (pointer
 * over or on it, focus), and it takes the trigger's place, open when the visitor asked to open.
 * The value stays a plain string with '' for "nothing chosen", as the native select's was.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { assignRef, chosenLabel, type Menu, type SelectProps } from './selectParts';

export type { SelectOption, SelectProps } from './selectParts';

let loading: Promise<Menu> | null = null;
let loaded: Menu | null = null;
// A failed load (offline before the service worker kept it) is forgotten: the next intent tries again.
const loadMenu = () =>
  (loading ??= import('./SelectMenu').then(
    (m) => (loaded = m.SelectMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

export function Select(props: SelectProps) {
  // Hydration renders the look-alike too: `loaded` is null on a fresh page.
  const [menu, setMenu] = useState<{ Menu: Menu; open: boolean; focus: boolean } | null>(() =>
    loaded ? { Menu: loaded, open: false, focus: false } : null,
  );
  const own = useRef<HTMLButtonElement | null>(null);
  const wantOpen = useRef(false);
  // A press in progress keeps the look-alike: swapping under the pointer would lose the click.
  const pressing = useRef(false);
  const swapped = useRef(false);
  if (menu) return <menu.Menu {...props} defaultOpen={menu.open} autoFocus={menu.focus} />;

  const swap = () => {
    if (pressing.current || !loaded || swapped.current) return;
    swapped.current = true;
    setMenu({ Menu: loaded, open: wantOpen.current, focus: document.activeElement === own.current });
  };
  const want = (open: boolean) => {
    if (open) wantOpen.current = true;
    // The swap is on its way but not rendered yet, and this look-alike still gets the input: a
    // press or key now would otherwise end on the radix trigger, which opens on its own press only.
    if (swapped.current) {
      if (open) setMenu((shown) => shown && { ...shown, open: true });
      return;
    }
    loadMenu().then(swap, () => undefined);
  };
  const setRef = (element: HTMLButtonElement | null) => {
    own.current = element;
    assignRef(props.ref, element);
  };
  return (
    <button
      type="button"
      role="combobox"
      ref={setRef}
      id={props.id}
      className={props.className ? `select-trigger ${props.className}` : 'select-trigger'}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-required={props['aria-required']}
      data-placeholder={props.value === '' ? '' : undefined}
      onPointerEnter={() => want(false)}
      onFocus={() => {
        props.onFocus?.();
        want(false);
      }}
      onBlur={props.onBlur}
      onPointerDown={() => {
        pressing.current = true;
        // With the swap on its way the press ends on the radix trigger: open now.
        want(swapped.current);
      }}
      onPointerUp={() => {
        pressing.current = false;
        want(true);
      }}
      onPointerCancel={() => {
        pressing.current = false;
        want(false);
      }}
      onClick={() => want(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        want(true);
      }}
    >
      <span className="select-value">{chosenLabel(props)}</span>
    </button>
  );
}
