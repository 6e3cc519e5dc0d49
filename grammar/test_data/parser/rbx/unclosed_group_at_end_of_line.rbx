B{7}{Ed quit
B{8}
