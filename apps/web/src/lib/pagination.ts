/** Names for Mantine Pagination's arrow buttons (getControlProps): "First page", "Previous page"… */
export const pageControlNames = (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page` });
