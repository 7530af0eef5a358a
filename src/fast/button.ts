// shadcn's button from its own file: @rjsf/shadcn's index would bring the whole theme with it.
export { Button, buttonVariants } from '@rjsf/shadcn/lib/components/ui/button.js';
