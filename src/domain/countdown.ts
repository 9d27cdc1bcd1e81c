/** Countdown parts (days, hours, minutes, seconds) from seconds left; spec 2 section 9 units. */
export const DAY = 86400;
export const HOUR = 3600;
export const STARTING_THRESHOLD = 60;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(secondsLeft: number): CountdownParts {
  const left = Math.max(0, Math.floor(secondsLeft));
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / 60),
    seconds: left % 60,
  };
}
