/** The sponsors tab: the sponsors as every page shows them (event-info, also the dynamic sponsors block). */
export { SponsorsPanel } from '../../event-info/SponsorsPanel';
