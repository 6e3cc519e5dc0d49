Z{what}B{7}
