" Filetypes for the game-record formats the gamerec language server reads: RBN, RBX, PBN, SGF,
" PPN and LIN. A .ppn file is filetype ppn, whose content tells the server Preferans PPN from
" Pinochle PPN; setting the filetype to preferans or pinochle chooses by hand. Extensions match
" in any case (deal.PBN is PBN too). Loaded by every Neovim from 0.7 on.
autocmd BufRead,BufNewFile *.[rR][bB][nN] setfiletype rbn
autocmd BufRead,BufNewFile *.[rR][bB][xX] setfiletype rbx
autocmd BufRead,BufNewFile *.[pP][bB][nN] setfiletype pbn
autocmd BufRead,BufNewFile *.[sS][gG][fF] setfiletype sgf
autocmd BufRead,BufNewFile *.[pP][pP][nN] setfiletype ppn
autocmd BufRead,BufNewFile *.[lL][iI][nN] setfiletype lin
