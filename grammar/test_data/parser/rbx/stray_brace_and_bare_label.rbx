B{7}}}LE{x}
