/** Runtime cache names (the precache is named by workbox itself). */
export const RUNTIME_CACHE = {
  projectData: 'eventhall-project-data',
  handouts: 'eventhall-handouts',
  images: 'eventhall-images',
  fonts: 'eventhall-fonts',
} as const;
