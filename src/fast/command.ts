// shadcn's command list (cmdk) from its own file, so it stays in the chunk of the popup using it.
export {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from '@rjsf/shadcn/lib/components/ui/command.js';
