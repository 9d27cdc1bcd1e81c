/** The three add-to-calendar options: the .ics file, Outlook and Google Calendar. */
import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons';
import { downloadIcs, type CalendarLinks } from './calendarLinks';
import './calendar.css';

export function CalendarOptions({ links }: { links: CalendarLinks }) {
  return (
    <ul className="calendar-options">
      <li>
        <button type="button" className="button button-outline" onClick={() => downloadIcs(links)}>
          <Icon name="download" size={20} /> <Trans>iCal file (.ics)</Trans>
        </button>
      </li>
      <li>
        <a className="button button-outline" href={links.outlook} target="_blank" rel="noopener noreferrer">
          <Icon name="program" size={20} /> <Trans>Outlook</Trans>
        </a>
      </li>
      <li>
        <a className="button button-outline" href={links.google} target="_blank" rel="noopener noreferrer">
          <Icon name="program" size={20} /> <Trans>Google Calendar</Trans>
        </a>
      </li>
    </ul>
  );
}
