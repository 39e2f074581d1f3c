/** Greeting by local hour: before 12:00 Good Morning, before 18:00 Good Afternoon, else Good Evening. */
export function greeting(date: Date = new Date()): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}
