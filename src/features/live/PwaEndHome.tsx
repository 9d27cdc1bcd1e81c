/** The end page's content inside the web-app look (new tabs carry pwa=true, handouts need no confirmation). */
import { EndContent } from './EndContent';
import './live.css';

export default function PwaEndHome() {
  return <EndContent pwaUser />;
}
