/** The broadcast's title: the event title, plus the session name in multi-session projects. */
export function liveTitle(project: { eventTitle: string; projectType: string; event: { name: string } }): string {
  return project.projectType === 'multiSession' && project.event.name
    ? `${project.eventTitle}: ${project.event.name}`
    : project.eventTitle;
}
