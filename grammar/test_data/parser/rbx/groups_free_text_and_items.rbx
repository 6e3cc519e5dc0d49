%{RBX}B{7}I{a=1|b=2}{one|two}
%{next}H{S:A}
