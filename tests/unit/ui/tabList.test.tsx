import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList } from '../../../src/ui/TabList';

afterEach(cleanup);

type Tab = 'home' | 'program' | 'support';

function Bar({ initial = 'home' as Tab }) {
  const [active, setActive] = useState<Tab>(initial);
  return (
    <>
      <TabList<Tab>
        tabs={['home', 'program', 'support']}
        active={active}
        onSelect={setActive}
        tabId={(t) => `tab-${t}`}
        panelId={(t) => `panel-${t}`}
      >
        {(tab) => tab}
      </TabList>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active} panel
      </div>
    </>
  );
}

describe('TabList (WAI-ARIA tabs, manual activation)', () => {
  it('marks the active tab, ties it to its panel and keeps one tab in the Tab order', () => {
    render(<Bar />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    const home = screen.getByRole('tab', { name: 'home' });
    expect(home.getAttribute('aria-selected')).toBe('true');
    expect(home.getAttribute('aria-controls')).toBe('panel-home');
    expect(home.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'program' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'home' })).toBeTruthy();
  });

  it('moves the focus with the arrow keys (round the ends), Home and End, without selecting', () => {
    render(<Bar />);
    const [home, program, support] = screen.getAllByRole('tab');
    home!.focus();
    fireEvent.keyDown(home!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(program);
    expect(home!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(program!, { key: 'End' });
    expect(document.activeElement).toBe(support);
    fireEvent.keyDown(support!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(home);
    fireEvent.keyDown(home!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(support);
    fireEvent.keyDown(support!, { key: 'Home' });
    expect(document.activeElement).toBe(home);
  });

  it('selects on a click (Enter and Space click a button)', () => {
    render(<Bar />);
    fireEvent.click(screen.getByRole('tab', { name: 'program' }));
    const program = screen.getByRole('tab', { name: 'program' });
    expect(program.getAttribute('aria-selected')).toBe('true');
    expect(program.dataset.state).toBe('active');
    expect(program.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'home' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('program panel');
  });

  it('leaves the first tab in the Tab order when the active one is elsewhere (the overflow menu)', () => {
    render(
      <TabList
        tabs={['home', 'program']}
        active={'privacy' as string}
        onSelect={() => {}}
        tabId={(t) => t}
        panelId={(t) => `p-${t}`}
      >
        {(tab) => tab}
      </TabList>,
    );
    expect(screen.getByRole('tab', { name: 'home' }).tabIndex).toBe(0);
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
  });
});
