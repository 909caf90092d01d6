//! The colormap tables behind `colormap::colormap`: every built-in map's lookup table as matplotlib 3.11.2 samples it.
//!
//! Generated (data only, no code) by a Python script run against matplotlib 3.11.2: for each name, `rgb` holds
//! `cmap(np.arange(cmap.N), bytes=True)` (for the 256-entry maps this equals `cmap(np.linspace(0, 1, 256), bytes=True)`), and
//! `reversed_fixes` holds the entries where `matplotlib.colormaps[name + "_r"]` differs from that table read backwards. The script
//! also checked that every map keeps matplotlib's default extremes (under = first entry, over = last, bad = transparent black) and
//! that every alpha is 255. Regenerate rather than edit by hand.

/// One built-in colormap: its matplotlib name, its table, and the corrections its `_r` reverse needs.
pub(super) struct CmapTable {
    /// The name matplotlib registers it under (case-sensitive, as `matplotlib.colormaps` is).
    pub name: &'static str,
    /// The map's `N` entries in order, each `rrggbb` hex (alpha is always 255), separated by whitespace.
    pub rgb: &'static str,
    /// Where `name_r` is not exactly `rgb` reversed, `index:rrggbb` entries (whitespace-separated) that replace the reversed
    /// table's entries: matplotlib rebuilds a segmented map's reverse from its reversed segments, and the resampled floats truncate
    /// to a different byte in a few places. Empty where the reverse is exactly the table reversed (always so for listed maps).
    pub reversed_fixes: &'static str,
}

/// Every built-in colormap, in the order `colormap::names` lists them.
pub(super) const TABLES: [CmapTable; 44] = [
    CmapTable {
        name: "viridis",
        rgb: "\
            440154 440255 440357 450558 45065a 45085b 46095c 460b5e 460c5f 460e61 470f62 471163 471265 471466 471567 471669 \
            47186a 48196b 481a6c 481c6e 481d6f 481e70 482071 482172 482273 482374 472575 472676 472777 472878 472a79 472b7a \
            472c7b 462d7c 462f7c 46307d 46317e 45327f 45347f 453580 453681 443781 443982 433a83 433b83 433c84 423d84 423e85 \
            424085 414186 414286 404387 404487 3f4587 3f4788 3e4888 3e4989 3d4a89 3d4b89 3d4c89 3c4d8a 3c4e8a 3b508a 3b518a \
            3a528b 3a538b 39548b 39558b 38568b 38578c 37588c 37598c 365a8c 365b8c 355c8c 355d8c 345e8d 345f8d 33608d 33618d \
            32628d 32638d 31648d 31658d 31668d 30678d 30688d 2f698d 2f6a8d 2e6b8e 2e6c8e 2e6d8e 2d6e8e 2d6f8e 2c708e 2c718e \
            2c728e 2b738e 2b748e 2a758e 2a768e 2a778e 29788e 29798e 287a8e 287a8e 287b8e 277c8e 277d8e 277e8e 267f8e 26808e \
            26818e 25828e 25838d 24848d 24858d 24868d 23878d 23888d 23898d 22898d 228a8d 228b8d 218c8d 218d8c 218e8c 208f8c \
            20908c 20918c 1f928c 1f938b 1f948b 1f958b 1f968b 1e978a 1e988a 1e998a 1e998a 1e9a89 1e9b89 1e9c89 1e9d88 1e9e88 \
            1e9f88 1ea087 1fa187 1fa286 1fa386 20a485 20a585 21a685 21a784 22a784 23a883 23a982 24aa82 25ab81 26ac81 27ad80 \
            28ae7f 29af7f 2ab07e 2bb17d 2cb17d 2eb27c 2fb37b 30b47a 32b57a 33b679 35b778 36b877 38b976 39b976 3bba75 3dbb74 \
            3ebc73 40bd72 42be71 44be70 45bf6f 47c06e 49c16d 4bc26c 4dc26b 4fc369 51c468 53c567 55c666 57c665 59c764 5bc862 \
            5ec961 60c960 62ca5f 64cb5d 67cc5c 69cc5b 6bcd59 6dce58 70ce56 72cf55 74d054 77d052 79d151 7cd24f 7ed24e 81d34c \
            83d34b 86d449 88d547 8bd546 8dd644 90d643 92d741 95d73f 97d83e 9ad83c 9dd93a 9fd938 a2da37 a5da35 a7db33 aadb32 \
            addc30 afdc2e b2dd2c b5dd2b b7dd29 bade27 bdde26 bfdf24 c2df22 c5df21 c7e01f cae01e cde01d cfe11c d2e11b d4e11a \
            d7e219 dae218 dce218 dfe318 e1e318 e4e318 e7e419 e9e419 ece41a eee51b f1e51c f3e51e f6e61f f8e621 fae622 fde724",
        reversed_fixes: "",
    },
    CmapTable {
        name: "plasma",
        rgb: "\
            0c0786 100787 130689 15068a 18068b 1b068c 1d068d 1f058e 21058f 230590 250591 270592 290593 2b0594 2d0494 2f0495 \
            310496 330497 340498 360498 380499 3a049a 3b039a 3d039b 3f039c 40039c 42039d 44039e 45039e 47029f 49029f 4a02a0 \
            4c02a1 4e02a1 4f02a2 5101a2 5201a3 5401a3 5601a3 5701a4 5901a4 5a00a5 5c00a5 5e00a5 5f00a6 6100a6 6200a6 6400a7 \
            6500a7 6700a7 6800a7 6a00a7 6c00a8 6d00a8 6f00a8 7000a8 7200a8 7300a8 7500a8 7601a8 7801a8 7901a8 7b02a8 7c02a7 \
            7e03a7 7f03a7 8104a7 8204a7 8405a6 8506a6 8607a6 8807a5 8908a5 8b09a4 8c0aa4 8e0ca4 8f0da3 900ea3 920fa2 9310a1 \
            9511a1 9612a0 9713a0 99149f 9a159e 9b179e 9d189d 9e199c 9f1a9b a01b9b a21c9a a31d99 a41e98 a51f97 a72197 a82296 \
            a92395 aa2494 ac2593 ad2692 ae2791 af2890 b02a8f b12b8f b22c8e b42d8d b52e8c b62f8b b7308a b83289 b93388 ba3487 \
            bb3586 bc3685 bd3784 be3883 bf3982 c03b81 c13c80 c23d80 c33e7f c43f7e c5407d c6417c c7427b c8447a c94579 ca4678 \
            cb4777 cc4876 cd4975 ce4a75 cf4b74 d04d73 d14e72 d14f71 d25070 d3516f d4526e d5536d d6556d d7566c d7576b d8586a \
            d95969 da5a68 db5b67 dc5d66 dc5e66 dd5f65 de6064 df6163 df6262 e06461 e16560 e26660 e3675f e3685e e46a5d e56b5c \
            e56c5b e66d5a e76e5a e87059 e87158 e97257 ea7356 ea7455 eb7654 ec7754 ec7853 ed7952 ed7b51 ee7c50 ef7d4f ef7e4e \
            f0804d f0814d f1824c f2844b f2854a f38649 f38748 f48947 f48a47 f58b46 f58d45 f68e44 f68f43 f69142 f79241 f79341 \
            f89540 f8963f f8983e f9993d f99a3c fa9c3b fa9d3a fa9f3a faa039 fba238 fba337 fba436 fca635 fca735 fca934 fcaa33 \
            fcac32 fcad31 fdaf31 fdb030 fdb22f fdb32e fdb52d fdb62d fdb82c fdb92b fdbb2b fdbc2a fdbe29 fdc029 fdc128 fdc328 \
            fdc427 fdc626 fcc726 fcc926 fccb25 fccc25 fcce25 fbd024 fbd124 fbd324 fad524 fad624 fad824 f9d924 f9db24 f8dd24 \
            f8df24 f7e024 f7e225 f6e425 f6e525 f5e726 f5e926 f4ea26 f3ec26 f3ee26 f2f026 f2f126 f1f326 f0f525 f0f623 eff821",
        reversed_fixes: "",
    },
    CmapTable {
        name: "inferno",
        rgb: "\
            000003 000004 000006 010007 010109 01010b 02010e 020210 030212 040314 040316 050418 06041b 07051d 08061f 090621 \
            0a0723 0b0726 0d0828 0e082a 0f092d 10092f 120a32 130a34 140b36 160b39 170b3b 190b3e 1a0b40 1c0c43 1d0c45 1f0c47 \
            200c4a 220b4c 240b4e 260b50 270b52 290b54 2b0a56 2d0a58 2e0a5a 300a5c 32095d 34095f 350960 370961 390962 3b0964 \
            3c0965 3e0966 400966 410967 430a68 450a69 460a69 480b6a 4a0b6a 4b0c6b 4d0c6b 4f0d6c 500d6c 520e6c 530e6d 550f6d \
            570f6d 58106d 5a116d 5b116e 5d126e 5f126e 60136e 62146e 63146e 65156e 66156e 68166e 6a176e 6b176e 6d186e 6e186e \
            70196e 72196d 731a6d 751b6d 761b6d 781c6d 7a1c6d 7b1d6c 7d1d6c 7e1e6c 801f6b 811f6b 83206b 85206a 86216a 88216a \
            892269 8b2269 8d2369 8e2468 902468 912567 932567 952666 962666 982765 992864 9b2864 9c2963 9e2963 a02a62 a12b61 \
            a32b61 a42c60 a62c5f a72d5f a92e5e ab2e5d ac2f5c ae305b af315b b1315a b23259 b43358 b53357 b73456 b83556 ba3655 \
            bb3754 bd3753 be3852 bf3951 c13a50 c23b4f c43c4e c53d4d c73e4c c83e4b c93f4a cb4049 cc4148 cd4247 cf4446 d04544 \
            d14643 d24742 d44841 d54940 d64a3f d74b3e d94d3d da4e3b db4f3a dc5039 dd5238 de5337 df5436 e05634 e25733 e35832 \
            e45a31 e55b30 e65c2e e65e2d e75f2c e8612b e9622a ea6428 eb6527 ec6726 ed6825 ed6a23 ee6c22 ef6d21 f06f1f f0701e \
            f1721d f2741c f2751a f37719 f37918 f47a16 f57c15 f57e14 f68012 f68111 f78310 f7850e f8870d f8880c f88a0b f98c09 \
            f98e08 f99008 fa9107 fa9306 fa9506 fa9706 fb9906 fb9b06 fb9d06 fb9e07 fba007 fba208 fba40a fba60b fba80d fbaa0e \
            fbac10 fbae12 fbb014 fbb116 fbb318 fbb51a fbb71c fbb91e fabb21 fabd23 fabf25 fac128 f9c32a f9c52c f9c72f f8c931 \
            f8cb34 f8cd37 f7cf3a f7d13c f6d33f f6d542 f5d745 f5d948 f4db4b f4dc4f f3de52 f3e056 f3e259 f2e45d f2e660 f1e864 \
            f1e968 f1eb6c f1ed70 f1ee74 f1f079 f1f27d f2f381 f2f485 f3f689 f4f78d f5f891 f6fa95 f7fb99 f9fc9d fafda0 fcfea4",
        reversed_fixes: "",
    },
    CmapTable {
        name: "magma",
        rgb: "\
            000003 000004 000006 010007 010109 01010b 02020d 02020f 030311 040313 040415 050417 060519 07051b 08061d 09071f \
            0a0722 0b0824 0c0926 0d0a28 0e0a2a 0f0b2c 100c2f 110c31 120d33 140d35 150e38 160e3a 170f3c 180f3f 1a1041 1b1044 \
            1c1046 1e1049 1f114b 20114d 221150 231152 251155 261157 281159 2a115c 2b115e 2d1060 2f1062 301065 321067 341068 \
            350f6a 370f6c 390f6e 3b0f6f 3c0f71 3e0f72 400f73 420f74 430f75 450f76 470f77 481078 4a1079 4b1079 4d117a 4f117b \
            50127b 52127c 53137c 55137d 57147d 58157e 5a157e 5b167e 5d177e 5e177f 60187f 61187f 63197f 651a80 661a80 681b80 \
            691c80 6b1c80 6c1d80 6e1e81 6f1e81 711f81 731f81 742081 762181 772181 792281 7a2281 7c2381 7e2481 7f2481 812581 \
            822581 842681 852681 872781 892881 8a2881 8c2980 8d2980 8f2a80 912a80 922b80 942b80 952c80 972c7f 992d7f 9a2d7f \
            9c2e7f 9e2e7e 9f2f7e a12f7e a3307e a4307d a6317d a7317d a9327c ab337c ac337b ae347b b0347b b1357a b3357a b53679 \
            b63679 b83778 b93778 bb3877 bd3977 be3976 c03a75 c23a75 c33b74 c53c74 c63c73 c83d72 ca3e72 cb3e71 cd3f70 ce4070 \
            d0416f d1426e d3426d d4436d d6446c d7456b d9466a da4769 dc4869 dd4968 de4a67 e04b66 e14c66 e24d65 e44e64 e55063 \
            e65162 e75262 e85461 ea5560 eb5660 ec585f ed595f ee5b5e ee5d5d ef5e5d f0605d f1615c f2635c f3655c f3675b f4685b \
            f56a5b f56c5b f66e5b f6705b f7715b f7735c f8755c f8775c f9795c f97b5d f97d5d fa7f5e fa805e fa825f fb8460 fb8660 \
            fb8861 fb8a62 fc8c63 fc8e63 fc9064 fc9265 fc9366 fd9567 fd9768 fd9969 fd9b6a fd9d6b fd9f6c fda16e fda26f fda470 \
            fea671 fea873 feaa74 feac75 feae76 feaf78 feb179 feb37b feb57c feb77d feb97f febb80 febc82 febe83 fec085 fec286 \
            fec488 fec689 fec78b fec98d fecb8e fdcd90 fdcf92 fdd193 fdd295 fdd497 fdd698 fdd89a fdda9c fddc9d fddd9f fddfa1 \
            fde1a3 fce3a5 fce5a6 fce6a8 fce8aa fceaac fcecae fceeb0 fcf0b1 fcf1b3 fcf3b5 fcf5b7 fbf7b9 fbf9bb fbfabd fbfcbf",
        reversed_fixes: "",
    },
    CmapTable {
        name: "cividis",
        rgb: "\
            00224d 00234f 002350 002452 002554 002655 002657 002759 00285b 00285c 00295e 002a60 002a62 002b64 002c66 002c67 \
            002d69 002e6b 002f6d 002f6f 003070 003070 003170 003170 043270 083370 0b3370 0e3470 11356f 14366f 16366f 18376f \
            1a386f 1c386e 1d396e 1f3a6e 213b6e 223b6e 243c6e 253d6d 273d6d 283e6d 2a3f6d 2b3f6d 2c406d 2e416c 2f426c 30426c \
            31436c 32446c 34446c 35456c 36466c 37466c 38476c 39486c 3a486b 3b496b 3d4a6b 3e4b6b 3f4b6b 404c6b 414d6b 424d6b \
            434e6b 444f6b 454f6b 46506b 47516b 48516b 49526b 4a536b 4b546c 4c546c 4d556c 4e566c 4e566c 4f576c 50586c 51586c \
            52596c 535a6c 545a6c 555b6d 565c6d 575d6d 585d6d 595e6d 595f6d 5a5f6d 5b606e 5c616e 5d616e 5e626e 5f636e 60646e \
            61646f 61656f 62666f 63666f 64676f 656870 666970 676970 686a70 686b71 696b71 6a6c71 6b6d71 6c6d72 6d6e72 6e6f72 \
            6e7073 6f7073 707173 717273 727374 737374 747475 747575 757575 767676 777776 787876 797877 797977 7a7a77 7b7b77 \
            7c7b78 7d7c78 7e7d78 7f7d78 807e78 817f78 828078 838078 848178 858278 858378 868378 878478 888578 898678 8a8678 \
            8b8778 8c8878 8d8978 8e8978 8f8a77 908b77 918c77 928c77 938d77 948e77 958f77 968f77 979076 989176 999276 9a9376 \
            9b9376 9c9476 9d9575 9e9675 9f9675 a09775 a19874 a29974 a39a74 a49a74 a59b73 a69c73 a79d73 a89e73 a99e72 aa9f72 \
            aba072 aca171 ada271 aea271 afa370 b0a470 b1a570 b2a66f b3a66f b4a76f b5a86e b6a96e b7aa6d b8ab6d b9ab6d baac6c \
            bbad6c bcae6b bdaf6b beb06a bfb06a c1b169 c2b269 c3b368 c4b468 c5b567 c6b567 c7b666 c8b765 c9b865 cab964 cbba64 \
            ccbb63 cdbc62 cebc62 cfbd61 d0be60 d2bf60 d3c05f d4c15e d5c25e d6c35d d7c35c d8c45b d9c55a dac65a dbc759 dcc858 \
            dec957 dfca56 e0cb55 e1cc54 e2cc53 e3cd52 e4ce51 e5cf50 e6d04f e8d14e e9d24d ead34c ebd44b ecd54a edd648 eed747 \
            efd846 f1d944 f2da43 f3da42 f4db40 f5dc3f f6dd3d f8de3b f9df3a fae038 fbe136 fde234 fde333 fde534 fde636 fde737",
        reversed_fixes: "",
    },
    CmapTable {
        name: "twilight",
        rgb: "\
            e1d8e2 e1d8e2 e0d9e2 e0d9e1 dfd9e1 dfd9e1 ded9e0 ddd9e0 ddd9e0 dcd8df dbd8df dad8de d9d8de d9d7de d8d7dd d7d7dd \
            d6d6dc d5d6dc d4d6db d3d5db d2d5da d0d4da cfd4d9 ced3d8 cdd2d8 cbd2d7 cad1d7 c9d1d6 c7d0d6 c6cfd5 c5cfd4 c3ced4 \
            c2cdd3 c0cdd3 bfccd2 bdcbd2 bccad1 bacad0 b9c9d0 b7c8cf b6c7cf b4c7ce b3c6ce b1c5cd b0c4cd aec4cc adc3cc abc2cc \
            aac1cb a8c0cb a7c0ca a5bfca a4beca a2bdc9 a1bcc9 9fbbc9 9ebbc8 9cbac8 9bb9c8 9ab8c7 98b7c7 97b6c7 96b5c6 94b4c6 \
            93b4c6 92b3c6 90b2c5 8fb1c5 8eb0c5 8cafc5 8baec5 8aadc4 89acc4 88abc4 86abc4 85aac4 84a9c3 83a8c3 82a7c3 81a6c3 \
            80a5c3 7fa4c2 7ea3c2 7da2c2 7ca1c2 7ba0c2 7a9fc2 799ec1 789dc1 779cc1 769bc1 759ac1 749ac1 7399c1 7398c0 7297c0 \
            7196c0 7095c0 6f94c0 6f93c0 6e92bf 6d91bf 6d90bf 6c8fbf 6b8ebf 6b8dbf 6a8bbe 6a8abe 6989be 6888be 6887be 6786be \
            6785bd 6684bd 6683bd 6582bd 6581bd 6580bc 647fbc 647ebc 647dbc 637cbb 637bbb 637abb 6278bb 6277ba 6276ba 6175ba \
            6174ba 6173b9 6172b9 6171b9 6070b8 606eb8 606db8 606cb7 606bb7 606ab7 5f69b6 5f68b6 5f67b6 5f65b5 5f64b5 5f63b4 \
            5f62b4 5f61b4 5f60b3 5f5eb3 5e5db2 5e5cb2 5e5bb1 5e5ab1 5e59b0 5e57b0 5e56af 5e55af 5e54ae 5e53ad 5e51ad 5e50ac \
            5e4fac 5e4eab 5e4daa 5e4baa 5e4aa9 5d49a8 5d48a7 5d46a7 5d45a6 5d44a5 5d43a4 5d42a4 5d40a3 5d3fa2 5d3ea1 5c3da0 \
            5c3c9f 5c3a9e 5c399d 5c389c 5c379b 5c359a 5b3499 5b3398 5b3297 5b3196 5a3095 5a2e94 5a2d92 5a2c91 592b90 592a8f \
            59298d 58288c 58278b 572589 572488 572386 562285 562183 552182 552080 541f7f 531e7d 531d7c 521c7a 521b78 511b77 \
            501a75 501973 4f1972 4e1870 4d176e 4d176c 4c166b 4b1669 4a1567 491566 491564 481462 471460 46135f 45135d 44135b \
            44125a 431258 421257 411255 401154 3f1152 3e1151 3e114f 3d114e 3c114c 3b114b 3a104a 3a1048 391047 381046 381045 \
            371043 361042 361041 351040 34103f 34113e 33113d 33113c 32113b 32113b 32113a 311239 301238 301337 2f1337 2f1436 \
            2f1336 301336 311236 311237 321237 331137 331137 341137 351138 351138 361138 371138 371139 381139 391139 3a113a \
            3b113a 3c113b 3d113b 3e113c 3f113c 40113c 41113d 42113d 43123e 44123f 45123f 461240 471240 491241 4a1341 4b1342 \
            4c1342 4d1343 4f1443 501444 511444 521445 541545 551546 561546 581547 591647 5a1648 5c1648 5d1749 5e1749 5f174a \
            61184a 62184b 63184b 65194b 66194c 67194c 691a4c 6a1a4d 6b1a4d 6d1b4d 6e1b4e 6f1c4e 711c4e 721d4e 731d4e 751e4f \
            761e4f 771f4f 781f4f 7a204f 7b204f 7c214f 7d2150 7f2250 802350 812350 822450 832550 842550 862650 872750 882850 \
            892850 8a2950 8b2a50 8c2b50 8d2c50 8f2c50 902d50 912e50 922f4f 93304f 94314f 95324f 96324f 97334f 98344f 99354f \
            9a364f 9a374f 9b384f 9c394f 9d3a4f 9e3b4f 9f3c4f a03d4f a13e4f a23f4f a2404f a3414f a4424f a5434f a6444f a7454f \
            a7464f a84750 a94950 aa4a50 aa4b50 ab4c50 ac4d50 ad4e50 ad4f50 ae5051 af5151 af5251 b05451 b15551 b25652 b25752 \
            b35852 b35952 b45a53 b55b53 b55d53 b65e54 b65f54 b76054 b86155 b86255 b96456 b96556 ba6657 ba6757 bb6857 bb6a58 \
            bc6b59 bc6c59 bd6d5a bd6e5a be705b be715b bf725c bf735d c0745d c0765e c0775f c17860 c17960 c27b61 c27c62 c27d63 \
            c37e64 c37f65 c38166 c48267 c48368 c48469 c5866a c5876b c5886c c6896d c68b6e c68c6f c78d70 c78e71 c78f72 c79174 \
            c89275 c89376 c89478 c99679 c9977a c9987b c9997d ca9b7e ca9c80 ca9d81 ca9e83 cb9f84 cba185 cba287 cca389 cca48a \
            cca58c cca78d cda88f cda990 cdaa92 ceab94 ceac95 ceae97 cfaf99 cfb09a cfb19c d0b29e d0b39f d1b4a1 d1b6a3 d1b7a4 \
            d2b8a6 d2b9a8 d3baa9 d3bbab d3bcad d4bdaf d4beb0 d5bfb2 d5c0b4 d6c1b5 d6c2b7 d7c3b9 d7c4bb d8c5bc d8c6be d8c7c0 \
            d9c8c1 d9c9c3 dacac4 dacbc6 dbccc8 dbcdc9 dbcecb dccecc dccfcd ddd0cf ddd1d0 ddd1d1 ded2d3 ded3d4 ded3d5 dfd4d6 \
            dfd5d7 dfd5d8 dfd6d9 e0d6da e0d6db e0d7dc e0d7dd e1d7dd e1d8de e1d8df e1d8df e1d8e0 e1d8e1 e1d8e1",
        reversed_fixes: "",
    },
    CmapTable {
        name: "twilight_shifted",
        rgb: "\
            2f1337 301337 301238 311239 32113a 32113b 32113b 33113c 33113d 34113e 34103f 351040 361041 361042 371043 381045 \
            381046 391047 3a1048 3a104a 3b114b 3c114c 3d114e 3e114f 3e1151 3f1152 401154 411255 421257 431258 44125a 44135b \
            45135d 46135f 471460 481462 491564 491566 4a1567 4b1669 4c166b 4d176c 4d176e 4e1870 4f1972 501973 501a75 511b77 \
            521b78 521c7a 531d7c 531e7d 541f7f 552080 552182 562183 562285 572386 572488 572589 58278b 58288c 59298d 592a8f \
            592b90 5a2c91 5a2d92 5a2e94 5a3095 5b3196 5b3297 5b3398 5b3499 5c359a 5c379b 5c389c 5c399d 5c3a9e 5c3c9f 5c3da0 \
            5d3ea1 5d3fa2 5d40a3 5d42a4 5d43a4 5d44a5 5d45a6 5d46a7 5d48a7 5d49a8 5e4aa9 5e4baa 5e4daa 5e4eab 5e4fac 5e50ac \
            5e51ad 5e53ad 5e54ae 5e55af 5e56af 5e57b0 5e59b0 5e5ab1 5e5bb1 5e5cb2 5e5db2 5f5eb3 5f60b3 5f61b4 5f62b4 5f63b4 \
            5f64b5 5f65b5 5f67b6 5f68b6 5f69b6 606ab7 606bb7 606cb7 606db8 606eb8 6070b8 6171b9 6172b9 6173b9 6174ba 6175ba \
            6276ba 6277ba 6278bb 637abb 637bbb 637cbb 647dbc 647ebc 647fbc 6580bc 6581bd 6582bd 6683bd 6684bd 6785bd 6786be \
            6887be 6888be 6989be 6a8abe 6a8bbe 6b8dbf 6b8ebf 6c8fbf 6d90bf 6d91bf 6e92bf 6f93c0 6f94c0 7095c0 7196c0 7297c0 \
            7398c0 7399c1 749ac1 759ac1 769bc1 779cc1 789dc1 799ec1 7a9fc2 7ba0c2 7ca1c2 7da2c2 7ea3c2 7fa4c2 80a5c3 81a6c3 \
            82a7c3 83a8c3 84a9c3 85aac4 86abc4 88abc4 89acc4 8aadc4 8baec5 8cafc5 8eb0c5 8fb1c5 90b2c5 92b3c6 93b4c6 94b4c6 \
            96b5c6 97b6c7 98b7c7 9ab8c7 9bb9c8 9cbac8 9ebbc8 9fbbc9 a1bcc9 a2bdc9 a4beca a5bfca a7c0ca a8c0cb aac1cb abc2cc \
            adc3cc aec4cc b0c4cd b1c5cd b3c6ce b4c7ce b6c7cf b7c8cf b9c9d0 bacad0 bccad1 bdcbd2 bfccd2 c0cdd3 c2cdd3 c3ced4 \
            c5cfd4 c6cfd5 c7d0d6 c9d1d6 cad1d7 cbd2d7 cdd2d8 ced3d8 cfd4d9 d0d4da d2d5da d3d5db d4d6db d5d6dc d6d6dc d7d7dd \
            d8d7dd d9d7de d9d8de dad8de dbd8df dcd8df ddd9e0 ddd9e0 ded9e0 dfd9e1 dfd9e1 e0d9e1 e0d9e2 e1d8e2 e1d8e2 e1d8e1 \
            e1d8e1 e1d8e0 e1d8df e1d8df e1d8de e1d7dd e0d7dd e0d7dc e0d6db e0d6da dfd6d9 dfd5d8 dfd5d7 dfd4d6 ded3d5 ded3d4 \
            ded2d3 ddd1d1 ddd1d0 ddd0cf dccfcd dccecc dbcecb dbcdc9 dbccc8 dacbc6 dacac4 d9c9c3 d9c8c1 d8c7c0 d8c6be d8c5bc \
            d7c4bb d7c3b9 d6c2b7 d6c1b5 d5c0b4 d5bfb2 d4beb0 d4bdaf d3bcad d3bbab d3baa9 d2b9a8 d2b8a6 d1b7a4 d1b6a3 d1b4a1 \
            d0b39f d0b29e cfb19c cfb09a cfaf99 ceae97 ceac95 ceab94 cdaa92 cda990 cda88f cca78d cca58c cca48a cca389 cba287 \
            cba185 cb9f84 ca9e83 ca9d81 ca9c80 ca9b7e c9997d c9987b c9977a c99679 c89478 c89376 c89275 c79174 c78f72 c78e71 \
            c78d70 c68c6f c68b6e c6896d c5886c c5876b c5866a c48469 c48368 c48267 c38166 c37f65 c37e64 c27d63 c27c62 c27b61 \
            c17960 c17860 c0775f c0765e c0745d bf735d bf725c be715b be705b bd6e5a bd6d5a bc6c59 bc6b59 bb6a58 bb6857 ba6757 \
            ba6657 b96556 b96456 b86255 b86155 b76054 b65f54 b65e54 b55d53 b55b53 b45a53 b35952 b35852 b25752 b25652 b15551 \
            b05451 af5251 af5151 ae5051 ad4f50 ad4e50 ac4d50 ab4c50 aa4b50 aa4a50 a94950 a84750 a7464f a7454f a6444f a5434f \
            a4424f a3414f a2404f a23f4f a13e4f a03d4f 9f3c4f 9e3b4f 9d3a4f 9c394f 9b384f 9a374f 9a364f 99354f 98344f 97334f \
            96324f 95324f 94314f 93304f 922f4f 912e50 902d50 8f2c50 8d2c50 8c2b50 8b2a50 8a2950 892850 882850 872750 862650 \
            842550 832550 822450 812350 802350 7f2250 7d2150 7c214f 7b204f 7a204f 781f4f 771f4f 761e4f 751e4f 731d4e 721d4e \
            711c4e 6f1c4e 6e1b4e 6d1b4d 6b1a4d 6a1a4d 691a4c 67194c 66194c 65194b 63184b 62184b 61184a 5f174a 5e1749 5d1749 \
            5c1648 5a1648 591647 581547 561546 551546 541545 521445 511444 501444 4f1443 4d1343 4c1342 4b1342 4a1341 491241 \
            471240 461240 45123f 44123f 43123e 42113d 41113d 40113c 3f113c 3e113c 3d113b 3c113b 3b113a 3a113a 391139 381139 \
            371139 371138 361138 351138 351138 341137 331137 331137 321237 311237 311236 301336 2f1336 2f1436",
        reversed_fixes: "",
    },
    CmapTable {
        name: "gray",
        rgb: "\
            000000 010101 020202 030303 040404 050505 060606 070707 080808 090909 0a0a0a 0b0b0b 0c0c0c 0d0d0d 0e0e0e 0f0f0f \
            101010 111111 121212 131313 141414 151515 161616 171717 181818 191919 1a1a1a 1b1b1b 1c1c1c 1d1d1d 1e1e1e 1f1f1f \
            202020 202020 222222 232323 242424 242424 262626 272727 282828 282828 2a2a2a 2b2b2b 2c2c2c 2c2c2c 2e2e2e 2f2f2f \
            303030 303030 323232 333333 343434 343434 363636 373737 383838 383838 3a3a3a 3b3b3b 3c3c3c 3c3c3c 3e3e3e 3f3f3f \
            404040 414141 414141 434343 444444 454545 464646 474747 484848 494949 494949 4b4b4b 4c4c4c 4d4d4d 4e4e4e 4f4f4f \
            505050 515151 515151 535353 545454 555555 565656 575757 585858 595959 595959 5b5b5b 5c5c5c 5d5d5d 5e5e5e 5f5f5f \
            606060 616161 616161 636363 646464 656565 666666 676767 686868 696969 696969 6b6b6b 6c6c6c 6d6d6d 6e6e6e 6f6f6f \
            707070 717171 717171 737373 747474 757575 767676 777777 787878 797979 797979 7b7b7b 7c7c7c 7d7d7d 7e7e7e 7f7f7f \
            808080 818181 828282 838383 838383 858585 868686 878787 888888 898989 8a8a8a 8b8b8b 8c8c8c 8d8d8d 8e8e8e 8f8f8f \
            909090 919191 929292 939393 939393 959595 969696 979797 989898 999999 9a9a9a 9b9b9b 9c9c9c 9d9d9d 9e9e9e 9f9f9f \
            a0a0a0 a1a1a1 a2a2a2 a3a3a3 a3a3a3 a5a5a5 a6a6a6 a7a7a7 a8a8a8 a9a9a9 aaaaaa ababab acacac adadad aeaeae afafaf \
            b0b0b0 b1b1b1 b2b2b2 b3b3b3 b3b3b3 b5b5b5 b6b6b6 b7b7b7 b8b8b8 b9b9b9 bababa bbbbbb bcbcbc bdbdbd bebebe bfbfbf \
            c0c0c0 c1c1c1 c2c2c2 c3c3c3 c3c3c3 c5c5c5 c6c6c6 c7c7c7 c8c8c8 c9c9c9 cacaca cbcbcb cccccc cdcdcd cecece cfcfcf \
            d0d0d0 d1d1d1 d2d2d2 d3d3d3 d3d3d3 d5d5d5 d6d6d6 d7d7d7 d8d8d8 d9d9d9 dadada dbdbdb dcdcdc dddddd dedede dfdfdf \
            e0e0e0 e1e1e1 e2e2e2 e3e3e3 e3e3e3 e5e5e5 e6e6e6 e7e7e7 e8e8e8 e9e9e9 eaeaea ebebeb ececec ededed eeeeee efefef \
            f0f0f0 f1f1f1 f2f2f2 f3f3f3 f3f3f3 f5f5f5 f6f6f6 f7f7f7 f8f8f8 f9f9f9 fafafa fbfbfb fcfcfc fdfdfd fefefe ffffff",
        reversed_fixes: "\
            11:f4f4f4 27:e4e4e4 140:727272 156:626262 172:525252 188:424242 194:3d3d3d 197:393939 202:353535 204:323232 205:313131 210:2d2d2d \
            213:292929 218:252525 220:222222 221:212121 229:191919 230:181818 236:121212 237:111111 238:101010 245:090909 246:080808 252:020202 \
            253:010101 254:000000",
    },
    CmapTable {
        name: "Greys",
        rgb: "\
            ffffff fefefe fefefe fdfdfd fdfdfd fcfcfc fcfcfc fbfbfb fbfbfb fafafa fafafa f9f9f9 f9f9f9 f8f8f8 f8f8f8 f7f7f7 \
            f7f7f7 f7f7f7 f6f6f6 f6f6f6 f5f5f5 f5f5f5 f4f4f4 f4f4f4 f3f3f3 f3f3f3 f2f2f2 f2f2f2 f1f1f1 f1f1f1 f0f0f0 f0f0f0 \
            efefef efefef eeeeee ededed ededed ececec ebebeb eaeaea eaeaea e9e9e9 e8e8e8 e7e7e7 e7e7e7 e6e6e6 e5e5e5 e5e5e5 \
            e4e4e4 e3e3e3 e2e2e2 e2e2e2 e1e1e1 e0e0e0 e0e0e0 dfdfdf dedede dddddd dddddd dcdcdc dbdbdb dadada dadada d9d9d9 \
            d8d8d8 d7d7d7 d7d7d7 d6d6d6 d5d5d5 d4d4d4 d3d3d3 d2d2d2 d1d1d1 d0d0d0 cfcfcf cfcfcf cecece cdcdcd cccccc cbcbcb \
            cacaca c9c9c9 c8c8c8 c8c8c8 c7c7c7 c6c6c6 c5c5c5 c4c4c4 c3c3c3 c2c2c2 c1c1c1 c1c1c1 c0c0c0 bfbfbf bebebe bdbdbd \
            bcbcbc bbbbbb bababa b8b8b8 b7b7b7 b6b6b6 b5b5b5 b3b3b3 b2b2b2 b1b1b1 b0b0b0 afafaf adadad acacac ababab aaaaaa \
            a8a8a8 a7a7a7 a6a6a6 a5a5a5 a4a4a4 a2a2a2 a1a1a1 a0a0a0 9f9f9f 9d9d9d 9c9c9c 9b9b9b 9a9a9a 999999 979797 969696 \
            959595 949494 939393 929292 919191 8f8f8f 8e8e8e 8d8d8d 8c8c8c 8b8b8b 8a8a8a 898989 888888 878787 868686 848484 \
            838383 828282 818181 808080 7f7f7f 7e7e7e 7d7d7d 7c7c7c 7b7b7b 7a7a7a 787878 777777 767676 757575 747474 737373 \
            727272 717171 707070 6f6f6f 6e6e6e 6d6d6d 6c6c6c 6b6b6b 6a6a6a 696969 686868 666666 656565 646464 636363 626262 \
            616161 606060 5f5f5f 5e5e5e 5d5d5d 5c5c5c 5b5b5b 5a5a5a 595959 585858 575757 565656 555555 545454 535353 525252 \
            505050 4f4f4f 4e4e4e 4c4c4c 4b4b4b 494949 484848 474747 454545 444444 424242 414141 404040 3e3e3e 3d3d3d 3b3b3b \
            3a3a3a 383838 373737 363636 343434 333333 313131 303030 2f2f2f 2d2d2d 2c2c2c 2a2a2a 292929 282828 262626 252525 \
            232323 222222 212121 202020 1f1f1f 1e1e1e 1d1d1d 1b1b1b 1a1a1a 191919 181818 171717 161616 141414 131313 121212 \
            111111 101010 0f0f0f 0d0d0d 0c0c0c 0b0b0b 0a0a0a 090909 080808 060606 050505 040404 030303 020202 010101 000000",
        reversed_fixes: "",
    },
    CmapTable {
        name: "binary",
        rgb: "\
            ffffff fefefe fdfdfd fcfcfc fbfbfb fafafa f9f9f9 f8f8f8 f7f7f7 f6f6f6 f5f5f5 f4f4f4 f3f3f3 f2f2f2 f1f1f1 f0f0f0 \
            efefef eeeeee ededed ececec ebebeb eaeaea e9e9e9 e8e8e8 e7e7e7 e6e6e6 e5e5e5 e4e4e4 e3e3e3 e2e2e2 e1e1e1 e0e0e0 \
            dfdfdf dedede dddddd dcdcdc dbdbdb dadada d9d9d9 d8d8d8 d7d7d7 d6d6d6 d5d5d5 d3d3d3 d3d3d3 d2d2d2 d1d1d1 d0d0d0 \
            cfcfcf cecece cdcdcd cccccc cbcbcb cacaca c9c9c9 c8c8c8 c7c7c7 c6c6c6 c5c5c5 c3c3c3 c3c3c3 c2c2c2 c1c1c1 c0c0c0 \
            bfbfbf bebebe bdbdbd bcbcbc bbbbbb bababa b9b9b9 b8b8b8 b7b7b7 b6b6b6 b5b5b5 b3b3b3 b3b3b3 b2b2b2 b1b1b1 b0b0b0 \
            afafaf aeaeae adadad acacac ababab aaaaaa a9a9a9 a8a8a8 a7a7a7 a6a6a6 a5a5a5 a3a3a3 a3a3a3 a2a2a2 a1a1a1 a0a0a0 \
            9f9f9f 9e9e9e 9d9d9d 9c9c9c 9b9b9b 9a9a9a 999999 989898 979797 969696 959595 939393 939393 929292 919191 909090 \
            8f8f8f 8e8e8e 8d8d8d 8c8c8c 8b8b8b 8a8a8a 898989 888888 878787 868686 858585 838383 838383 828282 818181 808080 \
            7f7f7f 7e7e7e 7d7d7d 7c7c7c 7b7b7b 797979 797979 787878 777777 767676 757575 747474 727272 717171 717171 707070 \
            6f6f6f 6e6e6e 6d6d6d 6c6c6c 6b6b6b 696969 696969 686868 676767 666666 656565 646464 626262 616161 616161 606060 \
            5f5f5f 5e5e5e 5d5d5d 5c5c5c 5b5b5b 595959 595959 585858 575757 565656 555555 545454 525252 515151 515151 505050 \
            4f4f4f 4e4e4e 4d4d4d 4c4c4c 4b4b4b 494949 494949 484848 474747 464646 454545 444444 424242 414141 414141 404040 \
            3f3f3f 3e3e3e 3d3d3d 3c3c3c 3b3b3b 393939 383838 383838 373737 363636 353535 343434 323232 313131 303030 303030 \
            2f2f2f 2e2e2e 2d2d2d 2c2c2c 2b2b2b 292929 282828 282828 272727 262626 252525 242424 222222 212121 202020 202020 \
            1f1f1f 1e1e1e 1d1d1d 1c1c1c 1b1b1b 191919 181818 181818 171717 161616 151515 141414 121212 111111 101010 101010 \
            0f0f0f 0e0e0e 0d0d0d 0c0c0c 0b0b0b 090909 080808 080808 070707 060606 050505 040404 020202 010101 000000 000000",
        reversed_fixes: "\
            1:010101 2:020202 3:030303 9:090909 10:0a0a0a 17:111111 18:121212 19:131313 25:191919 26:1a1a1a 34:222222 35:232323 \
            37:242424 42:2a2a2a 45:2c2c2c 50:323232 51:333333 53:343434 58:3a3a3a 61:3c3c3c 67:434343 83:535353 99:636363 115:737373 \
            228:e3e3e3 244:f3f3f3",
    },
    CmapTable {
        name: "hot",
        rgb: "\
            0a0000 0d0000 0f0000 120000 150000 170000 1a0000 1c0000 1f0000 220000 240000 270000 2a0000 2c0000 2f0000 310000 \
            340000 370000 390000 3c0000 3f0000 410000 440000 460000 490000 4c0000 4e0000 510000 540000 560000 590000 5b0000 \
            5e0000 610000 630000 660000 690000 6b0000 6e0000 700000 730000 760000 780000 7b0000 7e0000 800000 830000 850000 \
            880000 8b0000 8d0000 900000 930000 950000 980000 9a0000 9d0000 a00000 a20000 a50000 a80000 aa0000 ad0000 af0000 \
            b20000 b50000 b70000 ba0000 bd0000 bf0000 c20000 c40000 c70000 ca0000 cc0000 cf0000 d20000 d40000 d70000 d90000 \
            dc0000 df0000 e10000 e40000 e70000 e90000 ec0000 ee0000 f10000 f40000 f60000 f90000 fc0000 fe0000 ff0200 ff0500 \
            ff0700 ff0a00 ff0c00 ff0f00 ff1200 ff1400 ff1700 ff1a00 ff1c00 ff1f00 ff2100 ff2400 ff2700 ff2900 ff2c00 ff2f00 \
            ff3100 ff3400 ff3600 ff3900 ff3c00 ff3e00 ff4100 ff4400 ff4600 ff4900 ff4b00 ff4e00 ff5100 ff5300 ff5600 ff5900 \
            ff5b00 ff5e00 ff6000 ff6300 ff6600 ff6800 ff6b00 ff6e00 ff7000 ff7300 ff7500 ff7800 ff7b00 ff7d00 ff8000 ff8300 \
            ff8500 ff8800 ff8a00 ff8d00 ff9000 ff9200 ff9500 ff9700 ff9a00 ff9d00 ff9f00 ffa200 ffa500 ffa700 ffaa00 ffac00 \
            ffaf00 ffb200 ffb400 ffb700 ffba00 ffbc00 ffbf00 ffc100 ffc400 ffc700 ffc900 ffcc00 ffcf00 ffd100 ffd400 ffd600 \
            ffd900 ffdc00 ffde00 ffe100 ffe400 ffe600 ffe900 ffeb00 ffee00 fff100 fff300 fff600 fff900 fffb00 fffe00 ffff02 \
            ffff06 ffff0a ffff0e ffff12 ffff16 ffff1a ffff1e ffff22 ffff26 ffff2a ffff2e ffff32 ffff36 ffff3a ffff3e ffff41 \
            ffff45 ffff49 ffff4d ffff51 ffff55 ffff59 ffff5d ffff61 ffff65 ffff69 ffff6d ffff71 ffff75 ffff79 ffff7d ffff80 \
            ffff84 ffff88 ffff8c ffff90 ffff94 ffff98 ffff9c ffffa0 ffffa4 ffffa8 ffffac ffffb0 ffffb4 ffffb8 ffffbc ffffbf \
            ffffc3 ffffc7 ffffcb ffffcf ffffd3 ffffd7 ffffdb ffffdf ffffe3 ffffe7 ffffeb ffffef fffff3 fffff7 fffffb ffffff",
        reversed_fixes: "",
    },
    CmapTable {
        name: "jet",
        rgb: "\
            00007f 000084 000088 00008d 000091 000096 00009a 00009f 0000a3 0000a8 0000ac 0000b1 0000b6 0000ba 0000bf 0000c3 \
            0000c8 0000cc 0000d1 0000d5 0000da 0000de 0000e3 0000e8 0000ec 0000f1 0000f5 0000fa 0000fe 0000ff 0000ff 0000ff \
            0000ff 0004ff 0008ff 000cff 0010ff 0014ff 0018ff 001cff 0020ff 0024ff 0028ff 002cff 0030ff 0034ff 0038ff 003cff \
            0040ff 0044ff 0048ff 004cff 0050ff 0054ff 0058ff 005cff 0060ff 0064ff 0068ff 006cff 0070ff 0074ff 0078ff 007cff \
            0080ff 0084ff 0088ff 008cff 0090ff 0094ff 0098ff 009cff 00a0ff 00a4ff 00a8ff 00acff 00b0ff 00b4ff 00b8ff 00bcff \
            00c0ff 00c4ff 00c8ff 00ccff 00d0ff 00d4ff 00d8ff 00dcfe 00e0fa 00e4f7 02e8f4 05ecf1 08f0ed 0cf4ea 0ff8e7 12fce4 \
            15ffe1 18ffdd 1cffda 1fffd7 22ffd4 25ffd0 29ffcd 2cffca 2fffc7 32ffc3 36ffc0 39ffbd 3cffba 3fffb7 42ffb3 46ffb0 \
            49ffad 4cffaa 4fffa6 53ffa3 56ffa0 59ff9d 5cff9a 5fff96 63ff93 66ff90 69ff8d 6cff89 70ff86 73ff83 76ff80 79ff7d \
            7cff79 80ff76 83ff73 86ff70 89ff6c 8dff69 90ff66 93ff63 96ff5f 9aff5c 9dff59 a0ff56 a3ff53 a6ff4f aaff4c adff49 \
            b0ff46 b3ff42 b7ff3f baff3c bdff39 c0ff36 c3ff32 c7ff2f caff2c cdff29 d0ff25 d4ff22 d7ff1f daff1c ddff18 e0ff15 \
            e4ff12 e7ff0f eaff0c edff08 f1fc05 f4f802 f7f400 faf000 feed00 ffe900 ffe500 ffe200 ffde00 ffda00 ffd700 ffd300 \
            ffcf00 ffcb00 ffc800 ffc400 ffc000 ffbd00 ffb900 ffb500 ffb100 ffae00 ffaa00 ffa600 ffa300 ff9f00 ff9b00 ff9800 \
            ff9400 ff9000 ff8c00 ff8900 ff8500 ff8100 ff7e00 ff7a00 ff7600 ff7300 ff6f00 ff6b00 ff6700 ff6400 ff6000 ff5c00 \
            ff5900 ff5500 ff5100 ff4d00 ff4a00 ff4600 ff4200 ff3f00 ff3b00 ff3700 ff3400 ff3000 ff2c00 ff2800 ff2500 ff2100 \
            ff1d00 ff1a00 ff1600 fe1200 fa0f00 f50b00 f10700 ec0300 e80000 e30000 de0000 da0000 d50000 d10000 cc0000 c80000 \
            c30000 bf0000 ba0000 b60000 b10000 ac0000 a80000 a30000 9f0000 9a0000 960000 910000 8d0000 880000 840000 7f0000",
        reversed_fixes: "\
            97:ddff19",
    },
    CmapTable {
        name: "coolwarm",
        rgb: "\
            3a4cc0 3b4dc1 3c4fc3 3e51c4 3f53c6 4054c7 4156c9 4258ca 435acc 455bcd 465dcf 475fd0 4860d1 4962d3 4b64d4 4c66d6 \
            4d67d7 4e69d8 506bda 516cdb 526edc 5370dd 5571de 5673e0 5775e1 5876e2 5a78e3 5b79e4 5c7be5 5d7de6 5f7ee7 6080e8 \
            6182ea 6383ea 6485eb 6586ec 6788ed 6889ee 698bef 6b8df0 6c8ef1 6d90f1 6f91f2 7093f3 7194f4 7395f4 7497f5 7598f6 \
            779af6 789bf7 7a9df8 7b9ef8 7ca0f9 7ea1f9 7fa2fa 80a4fa 82a5fb 83a6fb 85a8fb 86a9fc 87aafc 89acfc 8aadfd 8baefd \
            8daffd 8eb1fd 90b2fe 91b3fe 92b4fe 94b5fe 95b7fe 97b8fe 98b9fe 99bafe 9bbbfe 9cbcfe 9dbdfe 9fbefe a0bffe a2c0fe \
            a3c1fe a4c2fe a6c3fd a7c4fd a8c5fd aac6fd abc7fc acc8fc aec9fc afcafb b0cbfb b2cbfb b3ccfa b4cdfa b6cef9 b7cff9 \
            b8cff8 b9d0f8 bbd1f7 bcd1f6 bdd2f6 bed3f5 c0d3f5 c1d4f4 c2d4f3 c3d5f2 c5d5f2 c6d6f1 c7d6f0 c8d7ef c9d7ee cad8ee \
            ccd8ed cdd9ec ced9eb cfd9ea d0dae9 d1dae8 d2dae7 d3dbe6 d5dbe5 d6dbe4 d7dbe2 d8dbe1 d9dce0 dadcdf dbdcde dcdcdd \
            dddcdb dedbda dfdbd9 e0dad7 e1dad6 e2d9d4 e3d9d3 e4d8d1 e5d8d0 e6d7cf e7d6cd e7d6cc e8d5ca e9d4c9 ead3c7 ebd3c6 \
            ecd2c4 ecd1c3 edd0c1 edcfc0 eecfbe efcebc efcdbb f0ccb9 f1cbb8 f1cab6 f2c9b5 f2c8b3 f2c7b2 f3c6b0 f3c5af f4c4ad \
            f4c3ab f4c2aa f5c1a8 f5c0a7 f5bfa5 f6bda4 f6bca2 f6bba0 f6ba9f f6b99d f6b79c f6b69a f7b598 f7b397 f7b295 f7b194 \
            f7b092 f7ae91 f7ad8f f6ab8d f6aa8c f6a98a f6a789 f6a687 f6a486 f6a384 f5a182 f5a081 f59e7f f49d7e f49b7c f49a7b \
            f39879 f39678 f39576 f29375 f29173 f19072 f18e70 f08d6f f08b6d ef896c ee876a ee8669 ed8467 ec8266 ec8064 eb7f63 \
            ea7d61 ea7b60 e9795e e8775d e7755c e6745a e67259 e57057 e46e56 e36c54 e26a53 e16852 e06650 df644f de624e dd604c \
            dc5e4b db5c4a da5a48 d95847 d85646 d75444 d65243 d44f42 d34d40 d24b3f d1493e cf463d ce443c cd423a cc3f39 ca3d38 \
            c93b37 c83835 c63534 c53233 c43032 c22d31 c12a30 bf282e be232d bc1f2c bb1a2b b9162a b81129 b60d28 b50827 b30326",
        reversed_fixes: "",
    },
    CmapTable {
        name: "RdBu",
        rgb: "\
            67001f 69001f 6c011f 6f0220 720320 750421 780521 7b0622 7e0722 810823 840923 870a24 8a0b24 8d0c25 900d25 930e26 \
            960f26 991027 9b1027 9e1127 a11228 a41328 a71429 aa1529 ad162a b0172a b2192b b41c2d b51f2e b6212f b82431 b92732 \
            bb2a33 bc2d34 be3036 bf3237 c03538 c2383a c33b3b c53e3c c6403e c7433f c94641 ca4942 cc4c43 cd4f44 ce5146 d05447 \
            d15749 d35a4a d45d4b d6604d d7624f d86551 d96853 da6a55 db6d57 dd7059 de725b df755d e0785f e17b61 e27d63 e48065 \
            e58368 e6856a e7886c e88b6e ea8d70 eb9072 ec9374 ed9676 ee9878 ef9b7a f19e7c f2a07e f3a380 f4a683 f4a886 f4aa88 \
            f5ac8b f5ae8e f5b090 f6b293 f6b496 f7b698 f7b99b f7bb9e f8bda1 f8bfa3 f8c1a6 f9c3a9 f9c5ab f9c7ae facab1 faccb4 \
            faceb6 fbd0b9 fbd2bc fbd4be fcd6c1 fcd8c4 fddbc7 fcdcc8 fcddca fcdecc fcdfce fbe0d0 fbe1d2 fbe2d4 fbe3d6 fae4d7 \
            fae5d9 fae7db fae8dd f9e9df f9eae1 f9ebe3 f9ece5 f9ede7 f8eee8 f8efea f8f0ec f8f2ee f7f3f0 f7f4f2 f7f5f4 f7f6f6 \
            f6f6f6 f4f5f6 f3f5f6 f1f4f6 f0f3f5 eef3f5 edf2f5 ebf1f4 eaf1f4 e8f0f4 e7eff4 e5eef3 e4eef3 e2edf3 e1ecf3 dfecf2 \
            deebf2 dceaf2 dbe9f1 d9e9f1 d8e8f1 d6e7f1 d5e7f0 d3e6f0 d2e5f0 d1e5f0 cee3ef cce2ee c9e1ed c7dfed c4deec c2ddeb \
            bfdceb bddaea bad9e9 b8d8e8 b5d7e8 b3d5e7 b0d4e6 aed3e6 abd2e5 a9d0e4 a7cfe4 a4cee3 a2cde2 9fcbe1 9dcae1 9ac9e0 \
            98c8df 95c6df 93c5de 90c4dd 8dc2dc 8ac0db 87beda 84bcd9 80bad8 7db8d7 7ab6d6 77b4d5 74b2d3 71b0d2 6eaed1 6bacd0 \
            68aacf 65a8ce 61a6cd 5ea4cc 5ba2cb 58a0ca 559ec9 529cc8 4f9ac7 4c98c6 4996c5 4694c4 4393c3 4191c2 408fc1 3f8dc0 \
            3d8bbf 3c8abe 3b88bd 3986bc 3884bb 3783ba 3581b9 347fb9 337db8 317cb7 307ab6 2f78b5 2d76b4 2c75b3 2b73b2 2971b1 \
            286fb0 276db0 256caf 246aae 2368ad 2166ac 2064aa 1f62a7 1e60a4 1d5ea1 1c5c9e 1a5a9b 195898 185695 175493 165190 \
            154f8d 144d8a 134b87 124984 114781 0f457e 0e437b 0d4078 0c3e75 0b3c72 0a3a6f 09386c 083669 073466 063263 053061",
        reversed_fixes: "\
            170:f7b799 187:ea8e70 210:cd4f45",
    },
    CmapTable {
        name: "bwr",
        rgb: "\
            0000ff 0202ff 0404ff 0606ff 0808ff 0a0aff 0c0cff 0e0eff 1010ff 1212ff 1414ff 1616ff 1818ff 1a1aff 1c1cff 1e1eff \
            2020ff 2222ff 2424ff 2626ff 2828ff 2a2aff 2c2cff 2e2eff 3030ff 3232ff 3434ff 3636ff 3838ff 3a3aff 3c3cff 3e3eff \
            4040ff 4141ff 4444ff 4646ff 4848ff 4949ff 4c4cff 4e4eff 5050ff 5151ff 5454ff 5656ff 5858ff 5959ff 5c5cff 5e5eff \
            6060ff 6161ff 6464ff 6666ff 6868ff 6969ff 6c6cff 6e6eff 7070ff 7171ff 7474ff 7676ff 7878ff 7979ff 7c7cff 7e7eff \
            8080ff 8282ff 8383ff 8686ff 8888ff 8a8aff 8c8cff 8e8eff 9090ff 9292ff 9393ff 9696ff 9898ff 9a9aff 9c9cff 9e9eff \
            a0a0ff a2a2ff a3a3ff a6a6ff a8a8ff aaaaff acacff aeaeff b0b0ff b2b2ff b3b3ff b6b6ff b8b8ff babaff bcbcff bebeff \
            c0c0ff c2c2ff c3c3ff c6c6ff c8c8ff cacaff ccccff ceceff d0d0ff d2d2ff d3d3ff d6d6ff d8d8ff dadaff dcdcff dedeff \
            e0e0ff e2e2ff e3e3ff e6e6ff e8e8ff eaeaff ececff eeeeff f0f0ff f2f2ff f3f3ff f6f6ff f8f8ff fafaff fcfcff fefeff \
            fffefe fffcfc fffafa fff8f8 fff6f6 fff4f4 fff2f2 fff0f0 ffeeee ffecec ffeaea ffe8e8 ffe6e6 ffe4e4 ffe2e2 ffe0e0 \
            ffdede ffdcdc ffdada ffd8d8 ffd6d6 ffd3d3 ffd2d2 ffd0d0 ffcece ffcccc ffcaca ffc8c8 ffc6c6 ffc3c3 ffc2c2 ffc0c0 \
            ffbebe ffbcbc ffbaba ffb8b8 ffb6b6 ffb3b3 ffb2b2 ffb0b0 ffaeae ffacac ffaaaa ffa8a8 ffa6a6 ffa3a3 ffa2a2 ffa0a0 \
            ff9e9e ff9c9c ff9a9a ff9898 ff9696 ff9393 ff9292 ff9090 ff8e8e ff8c8c ff8a8a ff8888 ff8686 ff8383 ff8282 ff8080 \
            ff7e7e ff7c7c ff7979 ff7878 ff7676 ff7474 ff7171 ff7070 ff6e6e ff6c6c ff6969 ff6868 ff6666 ff6464 ff6161 ff6060 \
            ff5e5e ff5c5c ff5959 ff5858 ff5656 ff5454 ff5151 ff5050 ff4e4e ff4c4c ff4949 ff4848 ff4646 ff4444 ff4141 ff4040 \
            ff3e3e ff3c3c ff3939 ff3838 ff3636 ff3434 ff3131 ff3030 ff2e2e ff2c2c ff2929 ff2828 ff2626 ff2424 ff2121 ff2020 \
            ff1e1e ff1c1c ff1919 ff1818 ff1616 ff1414 ff1111 ff1010 ff0e0e ff0c0c ff0909 ff0808 ff0606 ff0404 ff0101 ff0000",
        reversed_fixes: "\
            1:ff0202 5:ff0a0a 9:ff1212 13:ff1a1a 17:ff2222 21:ff2a2a 25:ff3232 29:ff3a3a 114:ffe3e3 122:fff3f3 133:f4f4ff 141:e4e4ff \
            226:3939ff 230:3131ff 234:2929ff 238:2121ff 242:1919ff 246:1111ff 250:0909ff 254:0101ff",
    },
    CmapTable {
        name: "seismic",
        rgb: "\
            00004c 00004f 000052 000054 000057 00005a 00005d 000060 000062 000065 000068 00006b 00006e 000070 000073 000076 \
            000079 00007c 00007e 000081 000084 000087 00008a 00008c 00008f 000092 000095 000098 00009a 00009d 0000a0 0000a3 \
            0000a6 0000a8 0000ab 0000ae 0000b1 0000b4 0000b6 0000b9 0000bc 0000bf 0000c2 0000c4 0000c7 0000ca 0000cd 0000d0 \
            0000d2 0000d5 0000d8 0000db 0000de 0000e0 0000e3 0000e6 0000e9 0000ec 0000ee 0000f1 0000f4 0000f7 0000fa 0000fc \
            0101ff 0505ff 0808ff 0d0dff 1111ff 1515ff 1919ff 1d1dff 2121ff 2525ff 2828ff 2d2dff 3131ff 3535ff 3939ff 3d3dff \
            4141ff 4545ff 4848ff 4d4dff 5151ff 5555ff 5959ff 5d5dff 6161ff 6565ff 6868ff 6d6dff 7171ff 7575ff 7979ff 7d7dff \
            8181ff 8585ff 8888ff 8d8dff 9191ff 9595ff 9999ff 9d9dff a1a1ff a5a5ff a8a8ff adadff b1b1ff b5b5ff b9b9ff bdbdff \
            c1c1ff c5c5ff c8c8ff cdcdff d1d1ff d5d5ff d9d9ff ddddff e1e1ff e5e5ff e8e8ff ededff f1f1ff f5f5ff f9f9ff fdfdff \
            fffdfd fff9f9 fff5f5 fff1f1 ffeded ffe9e9 ffe5e5 ffe1e1 ffdddd ffd9d9 ffd5d5 ffd1d1 ffcdcd ffc9c9 ffc5c5 ffc1c1 \
            ffbdbd ffb9b9 ffb4b4 ffb1b1 ffadad ffa9a9 ffa4a4 ffa1a1 ff9d9d ff9999 ff9494 ff9191 ff8d8d ff8989 ff8484 ff8181 \
            ff7d7d ff7979 ff7575 ff7171 ff6d6d ff6969 ff6565 ff6161 ff5d5d ff5959 ff5555 ff5151 ff4d4d ff4949 ff4545 ff4141 \
            ff3d3d ff3838 ff3535 ff3030 ff2d2d ff2828 ff2525 ff2020 ff1d1d ff1818 ff1515 ff1010 ff0d0d ff0808 ff0505 ff0000 \
            fd0000 fb0000 f90000 f70000 f50000 f30000 f10000 ef0000 ed0000 eb0000 e90000 e70000 e50000 e30000 e10000 df0000 \
            dd0000 db0000 d90000 d70000 d50000 d30000 d10000 cf0000 cd0000 cb0000 c90000 c70000 c50000 c30000 c10000 bf0000 \
            bd0000 bb0000 b90000 b70000 b50000 b30000 b10000 af0000 ad0000 ab0000 a90000 a70000 a50000 a30000 a10000 9f0000 \
            9d0000 9b0000 990000 970000 950000 930000 910000 8f0000 8d0000 8b0000 890000 870000 850000 830000 810000 7f0000",
        reversed_fixes: "\
            64:ff0101 68:ff1111 70:ff1919 72:ff2121 76:ff3131 78:ff3939 82:ff4848 90:ff6868 97:ff8585 98:ff8888 101:ff9595 105:ffa5a5 \
            106:ffa8a8 109:ffb5b5 114:ffc8c8 122:ffe8e8 133:e9e9ff 141:c9c9ff 146:b4b4ff 149:a9a9ff 150:a4a4ff 154:9494ff 157:8989ff 158:8484ff \
            165:6969ff 173:4949ff 177:3838ff 179:3030ff 183:2020ff 185:1818ff 187:1010ff 191:0000ff",
    },
    CmapTable {
        name: "hsv",
        rgb: "\
            ff0000 ff0500 ff0b00 ff1100 ff1700 ff1d00 ff2300 ff2900 ff2f00 ff3500 ff3b00 ff4000 ff4600 ff4c00 ff5200 ff5800 \
            ff5e00 ff6400 ff6a00 ff7000 ff7600 ff7c00 ff8100 ff8700 ff8d00 ff9300 ff9900 ff9f00 ffa500 ffab00 ffb100 ffb700 \
            ffbd00 ffc200 ffc800 ffce00 ffd400 ffda00 ffe000 ffe600 ffec00 fdf100 fbf500 faf900 f8fc00 f4ff00 eeff00 e8ff00 \
            e2ff00 dcff00 d6ff00 d0ff00 caff00 c4ff00 bfff00 b9ff00 b3ff00 adff00 a7ff00 a1ff00 9bff00 95ff00 8fff00 89ff00 \
            83ff00 7eff00 78ff00 72ff00 6cff00 66ff00 60ff00 5aff00 54ff00 4eff00 48ff00 43ff00 3dff00 37ff00 31ff00 2bff00 \
            25ff00 1fff00 19ff00 13ff00 0dff00 07ff00 05ff03 04ff07 02ff0b 00ff0f 00ff15 00ff1b 00ff21 00ff27 00ff2d 00ff33 \
            00ff39 00ff3e 00ff44 00ff4a 00ff50 00ff56 00ff5c 00ff62 00ff68 00ff6e 00ff74 00ff79 00ff7f 00ff85 00ff8b 00ff91 \
            00ff97 00ff9d 00ffa3 00ffa9 00ffaf 00ffb5 00ffba 00ffc0 00ffc6 00ffcc 00ffd2 00ffd8 00ffde 00ffe4 00ffea 00fff0 \
            00fff5 00fffb 00fcff 00f6ff 00f0ff 00eaff 00e4ff 00deff 00d8ff 00d2ff 00ccff 00c7ff 00c1ff 00bbff 00b5ff 00afff \
            00a9ff 00a3ff 009dff 0097ff 0091ff 008bff 0086ff 0080ff 007aff 0074ff 006eff 0068ff 0062ff 005cff 0056ff 0050ff \
            004bff 0045ff 003fff 0039ff 0033ff 002dff 0027ff 0021ff 001bff 0015ff 000fff 010cff 0308ff 0504ff 0700ff 0d00ff \
            1300ff 1900ff 1f00ff 2500ff 2b00ff 3100ff 3600ff 3c00ff 4200ff 4800ff 4e00ff 5400ff 5a00ff 6000ff 6600ff 6c00ff \
            7100ff 7700ff 7d00ff 8300ff 8900ff 8f00ff 9500ff 9b00ff a100ff a700ff ad00ff b200ff b800ff be00ff c400ff ca00ff \
            d000ff d600ff dc00ff e200ff e800ff ee00ff f300ff f700fd f900f9 fb00f5 fd00f1 ff00ec ff00e6 ff00e0 ff00da ff00d4 \
            ff00cf ff00c9 ff00c3 ff00bd ff00b7 ff00b1 ff00ab ff00a5 ff009f ff0099 ff0093 ff008e ff0088 ff0082 ff007c ff0076 \
            ff0070 ff006a ff0064 ff005e ff0058 ff0052 ff004d ff0047 ff0041 ff003b ff0035 ff002f ff0029 ff0023 ff001d ff0017",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Blues",
        rgb: "\
            f7fbff f6fafe f5f9fe f4f9fe f3f8fd f3f8fd f2f7fd f1f7fd f0f6fc eff6fc eff5fc eef5fc edf4fb ecf4fb ecf3fb ebf3fb \
            eaf2fa e9f2fa e8f1fa e8f1fa e7f0f9 e6f0f9 e5eff9 e4eff9 e4eef8 e3eef8 e2edf8 e1edf8 e1ecf7 e0ecf7 dfebf7 deebf7 \
            ddeaf6 ddeaf6 dce9f6 dbe9f6 dae8f5 dae8f5 d9e7f5 d8e7f5 d7e6f4 d7e6f4 d6e5f4 d5e5f4 d4e4f3 d4e4f3 d3e3f3 d2e3f3 \
            d1e2f2 d1e2f2 d0e1f2 cfe1f2 cee0f1 cee0f1 cddff1 ccdff1 cbdef0 cbdef0 caddf0 c9ddf0 c8dcef c8dcef c7dbef c6dbef \
            c5daee c4daee c3d9ee c1d9ed c0d8ed bfd8ec bed7ec bcd7eb bbd6eb bad6ea b9d5ea b7d4ea b6d4e9 b5d3e9 b4d3e8 b2d2e8 \
            b1d2e7 b0d1e7 afd1e6 add0e6 acd0e6 abcfe5 aacfe5 a8cee4 a7cee4 a6cde3 a5cde3 a3cce3 a2cbe2 a1cbe2 a0cae1 9ecae1 \
            9dc9e0 9bc8e0 9ac7e0 98c7df 97c6df 95c5df 93c4de 92c3de 90c2de 8fc1dd 8dc0dd 8bc0dd 8abfdc 88bedc 87bddc 85bcdb \
            83bbdb 82badb 80b9da 7fb8da 7db8d9 7bb7d9 7ab6d9 78b5d8 77b4d8 75b3d8 73b2d7 72b1d7 70b1d7 6fb0d6 6dafd6 6baed6 \
            6aadd5 69acd5 67abd4 66aad4 65aad3 63a9d3 62a8d2 61a7d2 60a6d1 5ea5d1 5da4d0 5ca3d0 5aa3cf 59a2cf 58a1ce 57a0ce \
            559fcd 549ecd 539dcc 519ccc 509bcb 4f9bcb 4e9aca 4c99ca 4b98c9 4a97c9 4896c8 4795c8 4694c7 4594c7 4393c6 4292c6 \
            4191c5 4090c5 3f8fc4 3e8ec4 3d8dc3 3c8cc3 3b8bc2 3a8ac1 3989c1 3888c0 3787c0 3585bf 3484bf 3383be 3282be 3181bd \
            3080bd 2f7fbc 2e7ebc 2d7dbb 2c7cbb 2b7bba 2a7ab9 2979b9 2878b8 2777b8 2676b7 2575b7 2474b6 2373b6 2272b5 2171b5 \
            2070b4 1f6fb3 1e6eb2 1e6db2 1d6cb1 1c6bb0 1b6aaf 1a69ae 1a68ae 1967ad 1866ac 1765ab 1764ab 1663aa 1562a9 1461a8 \
            1360a7 135fa7 125ea6 115da5 105ca4 0f5ba3 0f5aa3 0e59a2 0d58a1 0c57a0 0c56a0 0b559f 0a549e 09539d 08529c 08519c \
            08509a 084f99 084e97 084c96 084b94 084a92 084991 08488f 08478e 08468c 08458b 084489 084388 084286 084185 084083 \
            083f82 083e80 083d7e 083c7d 083b7b 083a7a 083978 083877 083775 083674 083572 083471 08336f 08326e 08316c 08306b",
        reversed_fixes: "\
            165:a5cce3",
    },
    CmapTable {
        name: "Reds",
        rgb: "\
            fff5f0 fef4ef fef3ee fef3ed fef2ec fef1eb fef1ea fef0e9 feefe8 feefe7 feeee6 feede5 feede4 feece3 feebe2 feebe1 \
            feeae0 fee9e0 fee9df fee8de fee7dd fee7dc fee6db fee5da fee5d9 fee4d8 fee3d7 fee3d6 fee2d5 fee1d4 fee1d3 fee0d2 \
            fddfd1 fdded0 fdddce fddccd fddbcb fddaca fdd8c8 fdd7c7 fdd6c5 fdd5c3 fdd4c2 fdd3c0 fdd1bf fdd0bd fdcfbc fdceba \
            fccdb9 fcccb7 fccab6 fcc9b4 fcc8b3 fcc7b1 fcc6af fcc5ae fcc3ac fcc2ab fcc1a9 fcc0a8 fcbfa6 fcbea5 fcbda3 fcbba2 \
            fcbaa0 fcb99f fcb89d fcb69c fcb59a fcb499 fcb297 fcb196 fcb094 fcaf93 fcad91 fcac90 fcab8e fca98d fca88b fca78a \
            fca689 fca487 fca386 fca284 fca083 fc9f81 fc9e80 fc9d7e fc9b7d fc9a7b fc997a fc9778 fc9677 fc9575 fc9474 fc9272 \
            fb9171 fb9070 fb8f6f fb8d6d fb8c6c fb8b6b fb8a6a fb8868 fb8767 fb8666 fb8464 fb8363 fb8262 fb8161 fb7f5f fb7e5e \
            fb7d5d fb7c5c fb7a5a fb7959 fb7858 fb7757 fb7555 fb7454 fb7353 fb7252 fb7050 fb6f4f fb6e4e fb6d4d fb6b4b fb6a4a \
            fa6949 fa6748 fa6647 f96446 f96345 f86144 f86043 f85e42 f75d42 f75b41 f75a40 f6593f f6573e f5563d f5543c f5533b \
            f4513a f45039 f44e38 f34d37 f34b36 f24a35 f24834 f24733 f14532 f14432 f14231 f04130 f03f2f ef3e2e ef3d2d ef3b2c \
            ee3a2b ed392b ec382a ea372a e93529 e83429 e73328 e63228 e53127 e43027 e32f27 e12e26 e02d26 df2c25 de2a25 dd2924 \
            dc2824 db2723 d92623 d82522 d72422 d62321 d52221 d42120 d31f20 d21e1f d01d1f cf1c1f ce1b1e cd1a1e cc191d cb181d \
            ca171c c8171c c7171c c6161c c5161b c4161b c2161b c1151b c0151a bf151a be141a bc141a bb1419 ba1419 b91319 b81319 \
            b71318 b51218 b41218 b31218 b21217 b11117 af1117 ae1117 ad1116 ac1016 ab1016 a91016 a80f15 a70f15 a60f15 a50f15 \
            a30e14 a10e14 9f0d14 9d0d14 9b0c13 990c13 970b13 950b13 930a12 910a12 8f0912 8d0912 8b0811 8a0811 880811 860711 \
            840710 820610 800610 7e0510 7c050f 7a040f 78040f 76030f 74030e 72020e 70020e 6e010e 6c010d 6a000d 68000d 67000c",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Greens",
        rgb: "\
            f7fcf5 f6fbf4 f5fbf3 f5fbf3 f4fbf2 f4faf1 f3faf1 f3faf0 f2faef f1faef f1f9ee f0f9ed f0f9ed eff9ec eff8eb eef8eb \
            edf8ea edf8e9 ecf8e9 ecf7e8 ebf7e7 ebf7e7 eaf7e6 eaf6e5 e9f6e5 e8f6e4 e8f6e3 e7f6e3 e7f5e2 e6f5e1 e6f5e1 e5f5e0 \
            e4f4df e3f4de e3f4dd e2f3dc e1f3db e0f3da dff2d9 def2d8 ddf1d7 dcf1d6 dbf1d5 daf0d4 d9f0d3 d8f0d2 d7efd1 d6efd0 \
            d5eecf d4eece d3eecd d3edcc d2edcb d1edca d0ecc9 cfecc8 ceebc7 cdebc6 ccebc5 cbeac4 caeac3 c9eac2 c8e9c1 c7e9c0 \
            c6e8bf c5e8be c4e7bd c3e7bc c1e6bb c0e6b9 bfe5b8 bee5b7 bde4b6 bbe4b5 bae3b4 b9e3b2 b8e2b1 b7e2b0 b6e1af b4e1ae \
            b3e0ad b2e0ab b1dfaa b0dfa9 aedea8 addea7 acdda6 abdda5 aadca3 a8dca2 a7dba1 a6dba0 a5da9f a4da9e a2d99c a1d99b \
            a0d89a 9fd899 9dd798 9cd697 9ad695 99d594 98d493 96d492 95d391 93d290 92d28e 90d18d 8fd08c 8ed08b 8ccf8a 8bce89 \
            89ce87 88cd86 87cc85 85cc84 84cb83 82ca82 81ca81 80c97f 7ec87e 7dc87d 7bc77c 7ac67b 78c67a 77c578 76c477 74c476 \
            73c375 71c274 70c274 6ec173 6cc072 6bbf71 69be70 68be70 66bd6f 64bc6e 63bb6d 61ba6c 60ba6c 5eb96b 5cb86a 5bb769 \
            59b769 58b668 56b567 54b466 53b365 51b365 50b264 4eb163 4cb062 4bb061 49af61 48ae60 46ad5f 44ac5e 43ac5e 41ab5d \
            40aa5c 3fa95b 3ea85b 3da75a 3ca659 3ba558 3aa458 39a357 38a256 37a155 37a055 369f54 359e53 349d52 339c51 329b51 \
            319a50 30994f 2f984e 2e974e 2d964d 2c954c 2b944b 2a934b 29924a 289149 279048 278f48 268e47 258d46 248c45 238b45 \
            228a44 218943 1f8842 1e8742 1d8641 1c8540 1b843f 1a833e 19823e 18813d 17803c 167f3b 157e3a 137e3a 127d39 117c38 \
            107b37 0f7a37 0e7936 0d7835 0c7734 0b7633 0a7533 087432 077331 067230 057130 04702f 036f2e 026f2d 016e2c 006d2c \
            006b2b 006a2b 00692a 006829 006629 006528 006428 006227 006127 006026 005f26 005d25 005c25 005b24 005924 005823 \
            005723 005622 005421 005321 005220 005020 004f1f 004e1f 004d1e 004b1e 004a1d 00491d 00471c 00461c 00451b 00441b",
        reversed_fixes: "\
            34:026e2d 85:36a055",
    },
    CmapTable {
        name: "Oranges",
        rgb: "\
            fff5eb fef4ea fef4e9 fef3e8 fef3e7 fef2e6 fef2e5 fef1e4 fef1e3 fef0e2 fef0e1 feefe0 feefe0 feeedf feeede feeddd \
            feeddc feeddb feecda feecd9 feebd8 feebd7 feead6 feead6 fee9d5 fee9d4 fee8d3 fee8d2 fee7d1 fee7d0 fee6cf fee6ce \
            fde5cd fde5cc fde4cb fde3c9 fde3c8 fde2c6 fde1c5 fde1c4 fde0c2 fddfc1 fddfc0 fddebe fdddbd fddcbb fddcba fddbb9 \
            fddab7 fddab6 fdd9b4 fdd8b3 fdd8b2 fdd7b0 fdd6af fdd6ae fdd5ac fdd4ab fdd3a9 fdd3a8 fdd2a7 fdd1a5 fdd1a4 fdd0a3 \
            fdcfa1 fdce9f fdcd9e fdcc9c fdcb9a fdca98 fdc997 fdc895 fdc793 fdc692 fdc590 fdc48e fdc28c fdc18b fdc089 fdbf87 \
            fdbe85 fdbd84 fdbc82 fdbb80 fdba7f fdb97d fdb87b fdb779 fdb678 fdb576 fdb474 fdb272 fdb171 fdb06f fdaf6d fdae6c \
            fdad6a fdac68 fdab67 fdaa66 fda964 fda863 fda761 fda660 fda55e fda45d fda35b fda25a fda158 fda057 fd9f55 fd9e54 \
            fd9d52 fd9c51 fd9a4f fd994e fd984c fd974b fd964a fd9548 fd9447 fd9345 fd9244 fd9142 fd9041 fd8f3f fd8e3e fd8d3c \
            fc8c3b fc8b3a fc8a38 fb8937 fb8736 fa8634 fa8533 fa8432 f98331 f9822f f9812e f8802d f87e2b f77d2a f77c29 f77b28 \
            f67a26 f67925 f67824 f57622 f57521 f47420 f4731f f4721d f3711c f3701b f36f19 f26d18 f26c17 f16b16 f16a14 f16913 \
            f06812 ef6712 ef6611 ee6510 ed6410 ec630f ec620f eb610e ea600e e95f0d e95d0d e85c0c e75b0b e65a0b e5590a e5580a \
            e45709 e35609 e25508 e25407 e15307 e05206 df5106 df5005 de4f05 dd4e04 dc4d03 dc4c03 db4b02 da4a02 d94901 d94801 \
            d74701 d64701 d44601 d34501 d14501 cf4401 ce4401 cc4301 cb4301 c94201 c74101 c64101 c44001 c34001 c13f01 bf3f01 \
            be3e02 bc3d02 bb3d02 b93c02 b73c02 b63b02 b43b02 b33a02 b13a02 af3902 ae3802 ac3802 ab3702 a93702 a73602 a63602 \
            a43503 a33503 a23403 a13403 a03303 9e3303 9d3203 9c3203 9b3103 993103 983003 973003 962f03 952f03 932f03 922e03 \
            912e03 902d03 8e2d03 8d2c03 8c2c03 8b2b03 8a2b03 882a03 872a03 862903 852903 832803 822803 812703 802703 7f2704",
        reversed_fixes: "\
            180:fdc38e",
    },
    CmapTable {
        name: "Purples",
        rgb: "\
            fcfbfd fbfafc fbfafc faf9fc faf9fb f9f8fb f9f8fb f9f7fb f8f7fa f8f7fa f7f6fa f7f6fa f7f5f9 f6f5f9 f6f4f9 f5f4f9 \
            f5f3f8 f5f3f8 f4f3f8 f4f2f8 f3f2f7 f3f1f7 f3f1f7 f2f0f7 f2f0f6 f1f0f6 f1eff6 f0eff6 f0eef5 f0eef5 efedf5 efedf5 \
            eeecf4 eeecf4 edebf4 ecebf4 eceaf3 ebe9f3 eae9f3 eae8f2 e9e8f2 e8e7f2 e8e6f1 e7e6f1 e7e5f1 e6e5f0 e5e4f0 e5e3f0 \
            e4e3ef e3e2ef e3e2ef e2e1ef e1e1ee e1e0ee e0dfee dfdfed dfdeed dedeed ddddec dddcec dcdcec dbdbeb dbdbeb dadaeb \
            d9d9ea d8d8ea d7d7e9 d6d7e9 d6d6e9 d5d5e8 d4d4e8 d3d3e7 d2d2e7 d1d1e6 d0d0e6 cfcfe5 cecee5 cdcde4 cccde4 cbcce3 \
            cacbe3 c9cae2 c8c9e2 c7c8e1 c6c7e1 c6c6e1 c5c5e0 c4c4e0 c3c3df c2c3df c1c2de c0c1de bfc0dd bebfdd bdbedc bcbddc \
            bbbcdb babbdb b9bada b8b9d9 b7b8d9 b6b7d8 b6b6d8 b5b4d7 b4b3d6 b3b2d6 b2b1d5 b1b0d4 b0afd4 afaed3 aeadd2 adacd2 \
            acabd1 aba9d1 aaa8d0 a9a7cf a8a6cf a7a5ce a6a4cd a6a3cd a5a2cc a4a1cc a3a0cb a29eca a19dca a09cc9 9f9bc8 9e9ac8 \
            9d99c7 9c98c7 9b97c6 9a96c6 9995c6 9894c5 9794c5 9693c4 9692c4 9591c3 9490c3 938fc2 928ec2 918dc2 908cc1 8f8bc1 \
            8e8ac0 8d8ac0 8c89bf 8b88bf 8a87be 8986be 8885be 8784bd 8683bd 8682bc 8581bc 8480bb 8380bb 827fbb 817eba 807dba \
            7f7cb9 7e7ab8 7e79b8 7d77b7 7c76b6 7c75b5 7b73b5 7a72b4 7a71b3 796fb3 786eb2 776cb1 776bb0 766ab0 7568af 7567ae \
            7466ae 7364ad 7363ac 7261ab 7160ab 715faa 705da9 6f5ca8 6f5ba8 6e59a7 6d58a6 6c56a6 6c55a5 6b54a4 6a52a3 6a51a3 \
            6950a2 684ea1 684da1 674ca0 664aa0 66499f 65489e 64469e 63459d 63449c 62429c 61419b 61409b 603e9a 5f3d99 5f3c99 \
            5e3a98 5d3997 5d3897 5c3696 5b3595 5a3495 5a3394 593194 583093 582f92 572d92 562c91 562b90 552990 54288f 54278f \
            53258e 52248d 52238d 51228c 50218c 501f8b 4f1e8b 4e1d8a 4e1c89 4d1a89 4c1988 4c1888 4b1787 4a1687 4a1486 491386 \
            481285 481184 470f84 460e83 460d83 450c82 440b82 440981 430880 420780 42067f 41047f 40037e 40027e 3f017d 3f007d",
        reversed_fixes: "",
    },
    CmapTable {
        name: "YlOrRd",
        rgb: "\
            ffffcc fffeca fffdc9 fffdc7 fffcc6 fffcc5 fffbc3 fffbc2 fffac0 fff9bf fff9be fff8bc fff8bb fff7ba fff7b8 fff6b7 \
            fff5b5 fff5b4 fff4b3 fff4b1 fff3b0 fff3af fff2ad fff2ac fff1aa fff0a9 fff0a8 ffefa6 ffefa5 ffeea3 ffeea2 ffeda1 \
            feec9f feec9e feeb9d feeb9b feea9a fee999 fee997 fee896 fee795 fee793 fee692 fee691 fee590 fee48e fee48d fee38c \
            fee28a fee289 fee188 fee186 fee085 fedf84 fedf82 fede81 fedd80 fedd7e fedc7d fedb7c fedb7a feda79 feda78 fed976 \
            fed875 fed774 fed673 fed571 fed370 fed26f fed16d fed06c fece6b fecd69 fecc68 fecb67 feca65 fec864 fec763 fec661 \
            fec560 fec35f fec25d fec15c fec05b febf5a febd58 febc57 febb56 feba54 feb853 feb752 feb650 feb54f feb34e feb24c \
            fdb14b fdb04b fdaf4a fdae4a fdac49 fdab49 fdaa48 fda948 fda847 fda747 fda546 fda446 fda345 fda245 fda144 fda044 \
            fd9e43 fd9d43 fd9c42 fd9b42 fd9a41 fd9941 fd9840 fd9640 fd953f fd943f fd933e fd923e fd913d fd8f3d fd8e3c fd8d3c \
            fc8c3b fc8a3b fc883a fc863a fc8439 fc8238 fc8038 fc7e37 fc7c37 fc7a36 fc7836 fc7635 fc7434 fc7234 fc7033 fc6e33 \
            fc6c32 fc6a32 fc6831 fc6630 fc6430 fc622f fc602f fc5e2e fc5c2e fc5a2d fc582d fc562c fc542b fc522b fc502a fc4e2a \
            fb4c29 fa4b29 f94928 f94828 f84627 f74427 f64327 f64126 f53f26 f43e25 f33c25 f23b24 f23924 f13724 f03623 ef3423 \
            ee3222 ee3122 ed2f21 ec2d21 eb2c20 eb2a20 ea2920 e9271f e8251f e7241e e7221e e6201d e51f1d e41d1c e31c1c e31a1c \
            e2191c e0181c df171c de161d dd161d dc151d da141e d9131e d8121e d7121f d6111f d4101f d30f20 d20e20 d10d20 d00d20 \
            cf0c21 cd0b21 cc0a21 cb0922 ca0922 c90822 c70723 c60623 c50523 c40424 c30424 c10324 c00225 bf0125 be0025 bd0025 \
            bb0026 b90026 b70026 b50026 b30026 b10026 af0026 ad0026 ac0026 aa0026 a80026 a60026 a40026 a20026 a00026 9e0026 \
            9c0026 9a0026 980026 960026 950026 930026 910026 8f0026 8d0026 8b0026 890026 870026 850026 830026 810026 800026",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Spectral",
        rgb: "\
            9e0142 a00342 a20543 a40843 a60a44 a80c44 aa0f45 ad1145 af1446 b11646 b31847 b51b47 b71d48 ba2048 bc2249 be2449 \
            c0274a c2294a c42c4b c62e4b c9304c cb334c cd354d cf384d d13a4e d33c4e d53e4e d6404e d8424d d9444d da464c db484c \
            dc494b de4b4b df4d4b e04f4a e1514a e25349 e45549 e55648 e65848 e75a47 e95c47 ea5e46 eb6046 ec6145 ed6345 ef6544 \
            f06744 f16943 f26b43 f46d43 f46f44 f47245 f57446 f57747 f57948 f67c4a f67e4b f6814c f7834d f7864e f7894f f88b51 \
            f88e52 f89053 f99354 f99555 fa9856 fa9a58 fa9d59 fb9f5a fba25b fba55c fca75e fcaa5f fcac60 fdae61 fdb063 fdb265 \
            fdb466 fdb668 fdb86a fdba6b fdbc6d fdbe6e fdc070 fdc272 fdc473 fdc675 fdc877 fdca78 fdcc7a fdce7c fdd07d fdd27f \
            fdd481 fdd682 fdd884 fdda86 fddc87 fdde89 fee08b fee18d fee28f fee391 fee493 fee695 fee797 fee899 fee99b feea9d \
            feec9f feeda1 feeea3 feefa5 fef1a7 fef2a9 fef3ab fef4ad fef5af fef7b1 fef8b3 fef9b5 fefab7 fefbb9 fefdbb fefebd \
            fefebe fdfebc fcfebb fbfdb9 fafdb8 f9fcb6 f8fcb5 f7fcb3 f6fbb2 f5fbb0 f4faae f3faad f2faab f1f9aa f0f9a8 eff8a7 \
            eef8a5 edf8a4 ecf7a2 ebf7a1 eaf69f e9f69e e8f69c e7f59b e6f599 e6f598 e3f498 e1f398 dff299 dcf199 daf09a d8ef9a \
            d5ee9b d3ed9b d1ec9c ceeb9c ccea9d cae99d c7e89e c5e79e c3e69f c0e59f bee5a0 bce4a0 bae3a0 b7e2a1 b5e1a1 b3e0a2 \
            b0dfa2 aedea3 acdda3 a9dca4 a6dba4 a4daa4 a1d9a4 9ed8a4 9cd7a4 99d6a4 96d5a4 94d4a4 91d2a4 8ed1a4 8bd0a4 89cfa4 \
            86cea4 83cda4 81cca4 7ecba4 7bcaa4 78c9a4 76c8a4 73c7a4 70c6a4 6ec5a4 6bc4a4 68c3a4 66c2a5 63bfa5 61bda6 5fbba7 \
            5db8a8 5bb6a9 59b4aa 57b2ab 55afac 53adad 51abae 4fa8af 4da6b0 4ba4b1 49a2b2 479fb3 459db4 439bb5 4199b5 3f96b6 \
            3d94b7 3b92b8 398fb9 378dba 358bbb 3389bc 3286bc 3484bb 3682ba 3880b9 397db8 3b7bb7 3d79b6 3e77b5 4075b4 4272b2 \
            4470b1 456eb0 476caf 4969ae 4b67ad 4c65ac 4e63ab 5060aa 515ea9 535ca8 555aa7 5757a6 5855a5 5a53a4 5c51a3 5e4fa2",
        reversed_fixes: "\
            170:fdbe6f 187:fa9857",
    },
    CmapTable {
        name: "rainbow",
        rgb: "\
            7f00ff 7d03fe 7b06fe 7909fe 770cfe 750ffe 7312fe 7115fe 6f19fe 6d1cfe 6b1ffe 6922fe 6725fe 6528fe 632bfe 612efd \
            5f31fd 5d35fd 5b38fd 593bfd 573efd 5541fc 5344fc 5147fc 4f4afc 4d4dfb 4b50fb 4953fb 4756fb 4559fa 435cfa 415ffa \
            3f61fa 3d64f9 3b67f9 396af9 376df8 3570f8 3373f8 3175f7 2f78f7 2d7bf6 2b7ef6 2980f6 2783f5 2586f5 2388f4 218bf4 \
            1f8ef3 1d90f3 1b93f3 1995f2 1798f2 159af1 139df1 119ff0 0fa2ef 0da4ef 0ba7ee 09a9ee 07abed 05aeed 03b0ec 01b2ec \
            00b4eb 02b7ea 04b9ea 06bbe9 08bde8 0abfe8 0cc1e7 0ec3e6 10c5e6 12c7e5 14c9e4 16cbe4 18cde3 1acfe2 1cd1e2 1ed2e1 \
            20d4e0 22d6df 24d7df 26d9de 28dbdd 2adcdc 2cdedc 2edfdb 30e1da 32e2d9 34e4d8 36e5d7 38e6d7 3ae8d6 3ce9d5 3eead4 \
            40ecd3 42edd2 44eed1 46efd1 48f0d0 4af1cf 4cf2ce 4ef3cd 50f4cc 52f5cb 54f6ca 56f6c9 58f7c8 5af8c7 5cf9c6 5ef9c5 \
            60fac4 62fac3 64fbc2 66fbc1 68fcc0 6afcbf 6cfdbe 6efdbd 70fdbc 72febb 74feba 76feb9 78feb8 7afeb7 7cfeb5 7efeb4 \
            80feb3 82feb2 84feb1 86feb0 88feaf 8afeae 8cfeac 8efdab 90fdaa 92fda9 94fca8 96fca7 98fba5 9afba4 9cfaa3 9efaa2 \
            a0f9a1 a2f99f a4f89e a6f79d a8f69c aaf69a acf599 aef498 b0f397 b2f295 b4f194 b6f093 b8ef92 baee90 bced8f beec8e \
            c0ea8c c2e98b c4e88a c6e688 c8e587 cae486 cce284 cee183 d0df82 d2de80 d4dc7f d6db7e d8d97c dad77b dcd67a ded478 \
            e0d277 e2d175 e4cf74 e6cd73 e8cb71 eac970 ecc76e eec56d f0c36c f2c16a f4bf69 f6bd67 f8bb66 fab964 fcb763 feb461 \
            ffb260 ffb05f ffae5d ffab5c ffa95a ffa759 ffa457 ffa256 ff9f54 ff9d53 ff9a51 ff9850 ff954e ff934d ff904b ff8e4a \
            ff8b48 ff8847 ff8645 ff8344 ff8042 ff7e41 ff7b3f ff783e ff753c ff733b ff7039 ff6d38 ff6a36 ff6735 ff6433 ff6131 \
            ff5f30 ff5c2e ff592d ff562b ff532a ff5028 ff4d27 ff4a25 ff4724 ff4422 ff4120 ff3e1f ff3b1d ff381c ff351a ff3119 \
            ff2e17 ff2b15 ff2814 ff2512 ff2211 ff1f0f ff1c0e ff190c ff150a ff1209 ff0f07 ff0c06 ff0904 ff0603 ff0301 ff0000",
        reversed_fixes: "",
    },
    CmapTable {
        name: "terrain",
        rgb: "\
            333399 31359b 30389e 2f3ba1 2d3da3 2c40a6 2b43a9 2945ab 2848ae 274bb1 254db3 2450b6 2353b9 2155bb 2058be 1f5bc1 \
            1d5dc3 1c60c6 1b62c9 1965cb 1868ce 176bd1 156dd3 1470d6 1373d9 1175db 1078de 0e7be1 0d7de3 0c80e6 0b83e9 0985eb \
            0888ee 078af1 058df3 0490f6 0393f9 0195fb 0098fe 009afa 009cf4 009eee 00a0e8 00a2e2 00a4dc 00a6d6 00a8d0 00aaca \
            00acc4 00aebe 00b0b8 00b2b2 00b4ac 00b6a6 00b8a0 00ba9a 00bc94 00be8e 00c088 00c282 00c47c 00c676 00c870 00ca6a \
            01cc66 05cd67 08cd67 0dce68 11cf69 15d06a 19d16b 1dd16b 21d26c 25d36d 28d46e 2dd56f 31d56f 35d670 39d771 3dd872 \
            41d973 45d973 48da74 4ddb75 51dc76 55dd77 59dd77 5dde78 61df79 65e07a 68e17a 6de17b 71e27c 75e37d 79e47e 7de57f \
            81e57f 85e680 88e781 8de882 91e983 95e983 99ea84 9deb85 a1ec86 a5ed87 a8ed87 adee88 b1ef89 b5f08a b9f18b bdf18b \
            c1f28c c5f38d c8f48e cdf58f d1f58f d5f690 d9f791 ddf892 e1f993 e5f993 e8fa94 edfb95 f1fc96 f5fd97 f9fd97 fdfe98 \
            fefd98 fcfb97 faf896 f8f695 f6f394 f4f093 f2ee91 f0eb90 eee98f ece68e eae48d e8e18c e6df8b e4dc8a e2d989 e0d788 \
            ded487 dcd286 dacf85 d8cd83 d6ca82 d3c781 d2c580 d0c27f cec07e ccbd7d cabb7c c8b87b c6b67a c3b379 c2b078 c0ae76 \
            beab75 bca974 baa673 b8a472 b6a171 b39f70 b29c6f b0996e ae976d ac946c aa926b a88f6a a68d68 a38a67 a28766 a08565 \
            9e8264 9c8063 9a7d62 987b61 967860 93765f 92735e 90705d 8e6e5b 8c6b5a 8a6959 886658 866457 836156 825f55 805c54 \
            815d56 836058 85625b 87655e 886760 8b6a63 8d6d66 8f6f68 91726b 93746e 957770 977973 997c76 9b7f79 9d817b 9f847e \
            a18681 a38983 a58b86 a78e89 a8908b ab938e ad9691 af9893 b19b96 b39d99 b5a09b b7a29e b9a5a1 bba7a3 bdaaa6 bfada9 \
            c1afab c3b2ae c4b4b1 c7b7b3 c8b9b6 cbbcb9 cdbfbb cfc1be d1c4c1 d3c6c4 d4c9c6 d7cbc9 d9cecc dbd0ce ddd3d1 dfd6d4 \
            e1d8d6 e3dbd9 e4dddc e7e0de e8e2e1 ebe5e4 ede7e6 efeae9 f1edec f3efee f4f2f1 f7f4f4 f9f7f6 fbf9f9 fdfcfc ffffff",
        reversed_fixes: "\
            5:f5f2f1 11:e9e2e1 13:e5dddc 21:d5c9c6 25:cdbfbc 27:c9b9b6 29:c5b4b1 43:a9908b 59:896760 90:b39e70 114:e3dc8a 122:f3f093 \
            133:e9fa94 141:c9f48e 146:b4f08a 149:a9ed87 150:a4ed87 154:94e983 157:89e781 158:84e680 165:69e17b 173:49da74 177:38d771 179:30d56f \
            183:20d26c 185:18d16b 187:10cf69 191:00cc66 222:078bf1 231:1372d9 234:176ad1",
    },
    CmapTable {
        name: "cool",
        rgb: "\
            00ffff 01feff 02fdff 03fcff 04fbff 05faff 06f9ff 07f8ff 08f7ff 09f6ff 0af5ff 0bf4ff 0cf3ff 0df2ff 0ef1ff 0ff0ff \
            10efff 11eeff 12edff 13ecff 14ebff 15eaff 16e9ff 17e8ff 18e7ff 19e6ff 1ae5ff 1be4ff 1ce3ff 1de2ff 1ee1ff 1fe0ff \
            20dfff 20deff 22ddff 23dcff 24dbff 24daff 26d9ff 27d8ff 28d7ff 28d6ff 2ad5ff 2bd3ff 2cd3ff 2cd2ff 2ed1ff 2fd0ff \
            30cfff 30ceff 32cdff 33ccff 34cbff 34caff 36c9ff 37c8ff 38c7ff 38c6ff 3ac5ff 3bc3ff 3cc3ff 3cc2ff 3ec1ff 3fc0ff \
            40bfff 41beff 41bdff 43bcff 44bbff 45baff 46b9ff 47b8ff 48b7ff 49b6ff 49b5ff 4bb3ff 4cb3ff 4db2ff 4eb1ff 4fb0ff \
            50afff 51aeff 51adff 53acff 54abff 55aaff 56a9ff 57a8ff 58a7ff 59a6ff 59a5ff 5ba3ff 5ca3ff 5da2ff 5ea1ff 5fa0ff \
            609fff 619eff 619dff 639cff 649bff 659aff 6699ff 6798ff 6897ff 6996ff 6995ff 6b93ff 6c93ff 6d92ff 6e91ff 6f90ff \
            708fff 718eff 718dff 738cff 748bff 758aff 7689ff 7788ff 7887ff 7986ff 7985ff 7b83ff 7c83ff 7d82ff 7e81ff 7f80ff \
            807fff 817eff 827dff 837cff 837bff 8579ff 8679ff 8778ff 8877ff 8976ff 8a75ff 8b74ff 8c72ff 8d71ff 8e71ff 8f70ff \
            906fff 916eff 926dff 936cff 936bff 9569ff 9669ff 9768ff 9867ff 9966ff 9a65ff 9b64ff 9c62ff 9d61ff 9e61ff 9f60ff \
            a05fff a15eff a25dff a35cff a35bff a559ff a659ff a758ff a857ff a956ff aa55ff ab54ff ac52ff ad51ff ae51ff af50ff \
            b04fff b14eff b24dff b34cff b34bff b549ff b649ff b748ff b847ff b946ff ba45ff bb44ff bc42ff bd41ff be41ff bf40ff \
            c03fff c13eff c23dff c33cff c33bff c539ff c638ff c738ff c837ff c936ff ca35ff cb34ff cc32ff cd31ff ce30ff cf30ff \
            d02fff d12eff d22dff d32cff d32bff d529ff d628ff d728ff d827ff d926ff da25ff db24ff dc22ff dd21ff de20ff df20ff \
            e01fff e11eff e21dff e31cff e31bff e519ff e618ff e718ff e817ff e916ff ea15ff eb14ff ec12ff ed11ff ee10ff ef10ff \
            f00fff f10eff f20dff f30cff f30bff f509ff f608ff f708ff f807ff f906ff fa05ff fb04ff fc02ff fd01ff fe00ff ff00ff",
        reversed_fixes: "\
            1:fe01ff 2:fd02ff 3:fc03ff 9:f609ff 10:f50aff 11:f40bff 17:ee11ff 18:ed12ff 19:ec13ff 25:e619ff 26:e51aff 27:e41bff \
            34:dd22ff 35:dc23ff 37:da24ff 42:d52aff 45:d22cff 50:cd32ff 51:cc33ff 53:ca34ff 58:c53aff 61:c23cff 67:bc43ff 83:ac53ff \
            99:9c63ff 115:8c73ff 140:728cff 156:629cff 172:52acff 188:42bcff 194:3dc2ff 197:39c5ff 202:35caff 204:32ccff 205:31cdff 210:2dd2ff \
            213:29d5ff 218:25daff 220:22dcff 221:21ddff 228:1be3ff 229:19e5ff 230:18e6ff 236:12ecff 237:11edff 238:10eeff 244:0bf3ff 245:09f5ff \
            246:08f6ff 252:02fcff 253:01fdff 254:00feff",
    },
    CmapTable {
        name: "spring",
        rgb: "\
            ff00ff ff01fe ff02fd ff03fc ff04fb ff05fa ff06f9 ff07f8 ff08f7 ff09f6 ff0af5 ff0bf4 ff0cf3 ff0df2 ff0ef1 ff0ff0 \
            ff10ef ff11ee ff12ed ff13ec ff14eb ff15ea ff16e9 ff17e8 ff18e7 ff19e6 ff1ae5 ff1be4 ff1ce3 ff1de2 ff1ee1 ff1fe0 \
            ff20df ff20de ff22dd ff23dc ff24db ff24da ff26d9 ff27d8 ff28d7 ff28d6 ff2ad5 ff2bd3 ff2cd3 ff2cd2 ff2ed1 ff2fd0 \
            ff30cf ff30ce ff32cd ff33cc ff34cb ff34ca ff36c9 ff37c8 ff38c7 ff38c6 ff3ac5 ff3bc3 ff3cc3 ff3cc2 ff3ec1 ff3fc0 \
            ff40bf ff41be ff41bd ff43bc ff44bb ff45ba ff46b9 ff47b8 ff48b7 ff49b6 ff49b5 ff4bb3 ff4cb3 ff4db2 ff4eb1 ff4fb0 \
            ff50af ff51ae ff51ad ff53ac ff54ab ff55aa ff56a9 ff57a8 ff58a7 ff59a6 ff59a5 ff5ba3 ff5ca3 ff5da2 ff5ea1 ff5fa0 \
            ff609f ff619e ff619d ff639c ff649b ff659a ff6699 ff6798 ff6897 ff6996 ff6995 ff6b93 ff6c93 ff6d92 ff6e91 ff6f90 \
            ff708f ff718e ff718d ff738c ff748b ff758a ff7689 ff7788 ff7887 ff7986 ff7985 ff7b83 ff7c83 ff7d82 ff7e81 ff7f80 \
            ff807f ff817e ff827d ff837c ff837b ff8579 ff8679 ff8778 ff8877 ff8976 ff8a75 ff8b74 ff8c72 ff8d71 ff8e71 ff8f70 \
            ff906f ff916e ff926d ff936c ff936b ff9569 ff9669 ff9768 ff9867 ff9966 ff9a65 ff9b64 ff9c62 ff9d61 ff9e61 ff9f60 \
            ffa05f ffa15e ffa25d ffa35c ffa35b ffa559 ffa659 ffa758 ffa857 ffa956 ffaa55 ffab54 ffac52 ffad51 ffae51 ffaf50 \
            ffb04f ffb14e ffb24d ffb34c ffb34b ffb549 ffb649 ffb748 ffb847 ffb946 ffba45 ffbb44 ffbc42 ffbd41 ffbe41 ffbf40 \
            ffc03f ffc13e ffc23d ffc33c ffc33b ffc539 ffc638 ffc738 ffc837 ffc936 ffca35 ffcb34 ffcc32 ffcd31 ffce30 ffcf30 \
            ffd02f ffd12e ffd22d ffd32c ffd32b ffd529 ffd628 ffd728 ffd827 ffd926 ffda25 ffdb24 ffdc22 ffdd21 ffde20 ffdf20 \
            ffe01f ffe11e ffe21d ffe31c ffe31b ffe519 ffe618 ffe718 ffe817 ffe916 ffea15 ffeb14 ffec12 ffed11 ffee10 ffef10 \
            fff00f fff10e fff20d fff30c fff30b fff509 fff608 fff708 fff807 fff906 fffa05 fffb04 fffc02 fffd01 fffe00 ffff00",
        reversed_fixes: "\
            1:fffe01 2:fffd02 3:fffc03 9:fff609 10:fff50a 11:fff40b 17:ffee11 18:ffed12 19:ffec13 25:ffe619 26:ffe51a 27:ffe41b \
            34:ffdd22 35:ffdc23 37:ffda24 42:ffd52a 45:ffd22c 50:ffcd32 51:ffcc33 53:ffca34 58:ffc53a 61:ffc23c 67:ffbc43 83:ffac53 \
            99:ff9c63 115:ff8c73 140:ff728c 156:ff629c 172:ff52ac 188:ff42bc 194:ff3dc2 197:ff39c5 202:ff35ca 204:ff32cc 205:ff31cd 210:ff2dd2 \
            213:ff29d5 218:ff25da 220:ff22dc 221:ff21dd 228:ff1be3 229:ff19e5 230:ff18e6 236:ff12ec 237:ff11ed 238:ff10ee 244:ff0bf3 245:ff09f5 \
            246:ff08f6 252:ff02fc 253:ff01fd 254:ff00fe",
    },
    CmapTable {
        name: "summer",
        rgb: "\
            007f66 018066 028066 038166 048166 058266 068266 078366 088366 098466 0a8466 0b8566 0c8566 0d8666 0e8666 0f8766 \
            108766 118866 128866 138966 148966 158a66 168a66 178b66 188b66 198c66 1a8c66 1b8d66 1c8d66 1d8e66 1e8e66 1f8f66 \
            208f66 209066 229066 239166 249166 249266 269266 279366 289366 289366 2a9466 2b9566 2c9566 2c9666 2e9666 2f9766 \
            309766 309866 329866 339966 349966 349a66 369a66 379b66 389b66 389c66 3a9c66 3b9d66 3c9d66 3c9e66 3e9e66 3f9f66 \
            409f66 41a066 41a066 43a166 44a166 45a266 46a266 47a366 48a366 49a366 49a466 4ba566 4ca566 4da666 4ea666 4fa766 \
            50a766 51a866 51a866 53a966 54a966 55aa66 56aa66 57ab66 58ab66 59ac66 59ac66 5bad66 5cad66 5dae66 5eae66 5faf66 \
            60af66 61b066 61b066 63b166 64b166 65b266 66b266 67b366 68b366 69b366 69b466 6bb566 6cb566 6db666 6eb666 6fb766 \
            70b766 71b866 71b866 73b966 74b966 75ba66 76ba66 77bb66 78bb66 79bc66 79bc66 7bbd66 7cbd66 7dbe66 7ebe66 7fbf66 \
            80bf66 81c066 82c066 83c166 83c166 85c266 86c266 87c366 88c366 89c366 8ac466 8bc466 8cc566 8dc666 8ec666 8fc766 \
            90c766 91c866 92c866 93c966 93c966 95ca66 96ca66 97cb66 98cb66 99cc66 9acc66 9bcd66 9ccd66 9dce66 9ece66 9fcf66 \
            a0cf66 a1d066 a2d066 a3d166 a3d166 a5d266 a6d266 a7d366 a8d366 a9d366 aad466 abd466 acd566 add666 aed666 afd766 \
            b0d766 b1d866 b2d866 b3d966 b3d966 b5da66 b6da66 b7db66 b8db66 b9dc66 badc66 bbdd66 bcdd66 bdde66 bede66 bfdf66 \
            c0df66 c1e066 c2e066 c3e166 c3e166 c5e266 c6e266 c7e366 c8e366 c9e366 cae466 cbe466 cce566 cde666 cee666 cfe766 \
            d0e766 d1e866 d2e866 d3e966 d3e966 d5ea66 d6ea66 d7eb66 d8eb66 d9ec66 daec66 dbed66 dced66 ddee66 deee66 dfef66 \
            e0ef66 e1f066 e2f066 e3f166 e3f166 e5f266 e6f266 e7f366 e8f366 e9f366 eaf466 ebf466 ecf566 edf666 eef666 eff766 \
            f0f766 f1f866 f2f866 f3f966 f3f966 f5fa66 f6fa66 f7fb66 f8fb66 f9fc66 fafc66 fbfd66 fcfd66 fdfe66 fefe66 ffff66",
        reversed_fixes: "\
            11:f4f966 20:ebf566 22:e9f466 27:e4f166 52:cbe566 54:c9e466 84:abd566 116:8bc566 140:72b966 156:62b166 172:52a966 188:42a166 \
            194:3d9e66 197:399c66 202:359a66 204:329966 205:319866 210:2d9666 213:299466 218:259266 220:229166 221:219066 229:198c66 230:188c66 \
            236:128966 237:118866 238:108866 245:098466 246:088366 252:028166 253:018066 254:008066",
    },
    CmapTable {
        name: "autumn",
        rgb: "\
            ff0000 ff0100 ff0200 ff0300 ff0400 ff0500 ff0600 ff0700 ff0800 ff0900 ff0a00 ff0b00 ff0c00 ff0d00 ff0e00 ff0f00 \
            ff1000 ff1100 ff1200 ff1300 ff1400 ff1500 ff1600 ff1700 ff1800 ff1900 ff1a00 ff1b00 ff1c00 ff1d00 ff1e00 ff1f00 \
            ff2000 ff2000 ff2200 ff2300 ff2400 ff2400 ff2600 ff2700 ff2800 ff2800 ff2a00 ff2b00 ff2c00 ff2c00 ff2e00 ff2f00 \
            ff3000 ff3000 ff3200 ff3300 ff3400 ff3400 ff3600 ff3700 ff3800 ff3800 ff3a00 ff3b00 ff3c00 ff3c00 ff3e00 ff3f00 \
            ff4000 ff4100 ff4100 ff4300 ff4400 ff4500 ff4600 ff4700 ff4800 ff4900 ff4900 ff4b00 ff4c00 ff4d00 ff4e00 ff4f00 \
            ff5000 ff5100 ff5100 ff5300 ff5400 ff5500 ff5600 ff5700 ff5800 ff5900 ff5900 ff5b00 ff5c00 ff5d00 ff5e00 ff5f00 \
            ff6000 ff6100 ff6100 ff6300 ff6400 ff6500 ff6600 ff6700 ff6800 ff6900 ff6900 ff6b00 ff6c00 ff6d00 ff6e00 ff6f00 \
            ff7000 ff7100 ff7100 ff7300 ff7400 ff7500 ff7600 ff7700 ff7800 ff7900 ff7900 ff7b00 ff7c00 ff7d00 ff7e00 ff7f00 \
            ff8000 ff8100 ff8200 ff8300 ff8300 ff8500 ff8600 ff8700 ff8800 ff8900 ff8a00 ff8b00 ff8c00 ff8d00 ff8e00 ff8f00 \
            ff9000 ff9100 ff9200 ff9300 ff9300 ff9500 ff9600 ff9700 ff9800 ff9900 ff9a00 ff9b00 ff9c00 ff9d00 ff9e00 ff9f00 \
            ffa000 ffa100 ffa200 ffa300 ffa300 ffa500 ffa600 ffa700 ffa800 ffa900 ffaa00 ffab00 ffac00 ffad00 ffae00 ffaf00 \
            ffb000 ffb100 ffb200 ffb300 ffb300 ffb500 ffb600 ffb700 ffb800 ffb900 ffba00 ffbb00 ffbc00 ffbd00 ffbe00 ffbf00 \
            ffc000 ffc100 ffc200 ffc300 ffc300 ffc500 ffc600 ffc700 ffc800 ffc900 ffca00 ffcb00 ffcc00 ffcd00 ffce00 ffcf00 \
            ffd000 ffd100 ffd200 ffd300 ffd300 ffd500 ffd600 ffd700 ffd800 ffd900 ffda00 ffdb00 ffdc00 ffdd00 ffde00 ffdf00 \
            ffe000 ffe100 ffe200 ffe300 ffe300 ffe500 ffe600 ffe700 ffe800 ffe900 ffea00 ffeb00 ffec00 ffed00 ffee00 ffef00 \
            fff000 fff100 fff200 fff300 fff300 fff500 fff600 fff700 fff800 fff900 fffa00 fffb00 fffc00 fffd00 fffe00 ffff00",
        reversed_fixes: "\
            11:fff400 27:ffe400 140:ff7200 156:ff6200 172:ff5200 188:ff4200 194:ff3d00 197:ff3900 202:ff3500 204:ff3200 205:ff3100 210:ff2d00 \
            213:ff2900 218:ff2500 220:ff2200 221:ff2100 229:ff1900 230:ff1800 236:ff1200 237:ff1100 238:ff1000 245:ff0900 246:ff0800 252:ff0200 \
            253:ff0100 254:ff0000",
    },
    CmapTable {
        name: "winter",
        rgb: "\
            0000ff 0001fe 0002fe 0003fd 0004fd 0005fc 0006fc 0007fb 0008fb 0009fa 000afa 000bf9 000cf9 000df8 000ef8 000ff7 \
            0010f7 0011f6 0012f6 0013f5 0014f5 0015f4 0016f4 0017f3 0018f3 0019f2 001af2 001bf1 001cf1 001df0 001ef0 001fef \
            0020ef 0020ee 0022ee 0023ed 0024ed 0024ec 0026ec 0027eb 0028eb 0028ea 002aea 002be9 002ce9 002ce8 002ee8 002fe7 \
            0030e7 0030e6 0032e6 0033e5 0034e5 0034e4 0036e4 0037e3 0038e3 0038e2 003ae2 003be1 003ce1 003ce0 003ee0 003fdf \
            0040df 0041de 0041de 0043dd 0044dd 0045dc 0046dc 0047db 0048db 0049da 0049da 004bd9 004cd9 004dd8 004ed8 004fd7 \
            0050d7 0051d6 0051d6 0053d5 0054d5 0055d4 0056d3 0057d3 0058d3 0059d2 0059d2 005bd1 005cd1 005dd0 005ed0 005fcf \
            0060cf 0061ce 0061ce 0063cd 0064cd 0065cc 0066cc 0067cb 0068cb 0069ca 0069ca 006bc9 006cc9 006dc8 006ec8 006fc7 \
            0070c7 0071c6 0071c6 0073c5 0074c5 0075c4 0076c3 0077c3 0078c3 0079c2 0079c2 007bc1 007cc1 007dc0 007ec0 007fbf \
            0080bf 0081be 0082be 0083bd 0083bd 0085bc 0086bc 0087bb 0088bb 0089ba 008aba 008bb9 008cb9 008db8 008eb8 008fb7 \
            0090b7 0091b6 0092b6 0093b5 0093b5 0095b4 0096b3 0097b3 0098b3 0099b2 009ab2 009bb1 009cb1 009db0 009eb0 009faf \
            00a0af 00a1ae 00a2ae 00a3ad 00a3ad 00a5ac 00a6ac 00a7ab 00a8ab 00a9aa 00aaaa 00aba9 00aca9 00ada8 00aea8 00afa7 \
            00b0a7 00b1a6 00b2a6 00b3a5 00b3a5 00b5a4 00b6a3 00b7a3 00b8a3 00b9a2 00baa2 00bba1 00bca1 00bda0 00bea0 00bf9f \
            00c09f 00c19e 00c29e 00c39d 00c39d 00c59c 00c69c 00c79b 00c89b 00c99a 00ca9a 00cb99 00cc99 00cd98 00ce98 00cf97 \
            00d097 00d196 00d296 00d395 00d395 00d594 00d693 00d793 00d893 00d992 00da92 00db91 00dc91 00dd90 00de90 00df8f \
            00e08f 00e18e 00e28e 00e38d 00e38d 00e58c 00e68c 00e78b 00e88b 00e98a 00ea8a 00eb89 00ec89 00ed88 00ee88 00ef87 \
            00f087 00f186 00f286 00f385 00f385 00f584 00f683 00f783 00f883 00f982 00fa82 00fb81 00fc81 00fd80 00fe80 00ff7f",
        reversed_fixes: "\
            9:00f684 11:00f485 27:00e48d 139:0074c4 140:0072c5 156:0062cd 171:0054d4 172:0052d5 188:0042dd 194:003de0 197:0039e2 201:0036e3 \
            202:0035e4 203:0034e4 204:0032e5 205:0031e6 210:002de8 213:0029ea 218:0025ec 220:0022ed 221:0021ee 229:0019f2 230:0018f2 233:0016f3 \
            235:0014f4 236:0012f5 237:0011f6 238:0010f6 245:0009fa 246:0008fa 252:0002fd 253:0001fe 254:0000fe",
    },
    CmapTable {
        name: "bone",
        rgb: "\
            000000 000001 010102 020203 030304 040406 050507 060608 070609 07070a 08080c 09090d 0a0a0e 0b0b0f 0c0c11 0d0d12 \
            0e0d13 0e0e14 0f0f15 101017 111118 121219 13131a 14141c 15141d 15151e 16161f 171720 181822 191923 1a1a24 1b1b25 \
            1c1b26 1c1c28 1d1d29 1e1e2a 1f1f2b 20202d 21212e 22222f 232230 232331 242433 252534 262635 272736 282838 292939 \
            2a293a 2a2a3b 2b2b3c 2c2c3e 2d2d3f 2e2e40 2f2f41 303042 313044 313145 323246 333347 343449 35354a 36364b 37374c \
            38374d 38384f 393950 3a3a51 3b3b52 3c3c54 3d3d55 3e3e56 3f3e57 3f3f58 40405a 41415b 42425c 43435d 44445e 454560 \
            464561 464662 474763 484865 494966 4a4a67 4b4b68 4c4c69 4d4c6b 4d4d6c 4e4e6d 4f4f6e 505070 515171 525272 535372 \
            545473 545674 555775 565876 575977 585a78 595c79 5a5d79 5b5e7a 5b5f7b 5c607c 5d627d 5e637e 5f647f 606580 616680 \
            626881 626982 636a83 646b84 656d85 666e86 676f87 687087 697188 697389 6a748a 6b758b 6c768c 6d778d 6e798e 6f7a8e \
            707b8f 707c90 717d91 727f92 738093 748194 758295 768395 778596 778697 788798 798899 7a899a 7b8b9b 7c8c9c 7d8d9c \
            7e8e9d 7e8f9e 7f919f 8092a0 8193a1 8294a2 8395a3 8497a3 8598a4 8599a5 869aa6 879ba7 889da8 899ea9 8a9faa 8ba0aa \
            8ca1ab 8ca3ac 8da4ad 8ea5ae 8fa6af 90a7b0 91a9b1 92aab1 93abb2 93acb3 94adb4 95afb5 96b0b6 97b1b7 98b2b8 99b3b8 \
            9ab5b9 9ab6ba 9bb7bb 9cb8bc 9dbabd 9ebbbe 9fbcbf a0bdbf a1bec0 a1c0c1 a2c1c2 a3c2c3 a4c3c4 a5c4c5 a6c6c6 a7c7c6 \
            a8c7c7 aac8c8 abc9c9 accaca aecbcb afcccc b1cdcd b2cecd b3cece b5cfcf b6d0d0 b7d1d1 b9d2d2 bad3d3 bcd4d4 bdd5d4 \
            bed5d5 c0d6d6 c1d7d7 c2d8d8 c4d9d9 c5dada c6dbdb c8dcdb c9dcdc cbdddd ccdede cddfdf cfe0e0 d0e1e1 d1e2e2 d3e3e2 \
            d4e3e3 d5e4e4 d7e5e5 d8e6e6 dae7e7 dbe8e8 dce9e9 deeae9 dfeaea e0ebeb e2ecec e3eded e5eeee e6efef e7f0f0 e9f1f0 \
            eaf1f1 ebf2f2 edf3f3 eef4f4 eff5f5 f1f6f6 f2f7f7 f4f8f7 f5f8f8 f6f9f9 f8fafa f9fbfb fafcfc fcfdfd fdfefe ffffff",
        reversed_fixes: "\
            40:c8dbdb 48:bdd4d4 64:a7c6c6 95:8ba1ab 103:8498a4 111:7d8e9d 119:768596 127:6f7b8f 143:616881 151:5a5e7a 159:535473 167:4c4c6b \
            175:454561 183:3e3e57 191:37374d 215:222230 223:1b1b26 231:14141d",
    },
    CmapTable {
        name: "copper",
        rgb: "\
            000000 010000 020100 030201 040301 060302 070402 080503 090603 0b0704 0c0704 0d0805 0e0905 100a06 110a06 120b07 \
            130c07 140d08 160e08 170e09 180f09 19100a 1b110a 1c110b 1d120b 1e130c 20140c 21150d 22150d 23160e 25170e 26180f \
            27180f 281910 291a10 2b1b11 2c1c11 2d1c12 2e1d12 301e13 311f13 322014 332014 352115 362215 372316 382316 3a2417 \
            3b2517 3c2618 3d2718 3e2719 402819 41291a 422a1a 432a1b 452b1b 462c1c 472d1c 482e1d 4a2e1d 4b2f1e 4c301e 4d311f \
            4f311f 503220 513320 523421 533521 553522 563622 573723 583823 5a3924 5b3924 5c3a25 5d3b25 5f3c26 603c26 613d27 \
            623e27 643f28 654028 664029 674129 68422a 6a432a 6b432b 6c442b 6d452c 6f462c 70472d 71472d 72482e 74492e 754a2f \
            764a2f 774b30 794c30 7a4d31 7b4e31 7c4e32 7d4f32 7f5033 805133 815234 825234 845335 855435 865536 875536 895637 \
            8a5737 8b5838 8c5938 8e5939 8f5a39 905b3a 915c3a 925c3b 945d3b 955e3c 965f3c 97603d 99603d 9a613e 9b623e 9c633f \
            9e633f 9f6440 a06540 a16641 a36741 a46742 a56842 a66943 a76a43 a96b44 aa6b44 ab6c45 ac6d45 ae6e46 af6e46 b06f47 \
            b17047 b37148 b47248 b57249 b67349 b8744a b9754a ba754b bb764b bc774c be784c bf794d c0794d c17a4e c37b4e c47c4f \
            c57c4f c67d50 c87e50 c97f51 ca8051 cb8052 cd8152 ce8253 cf8353 d08454 d18454 d38555 d48655 d58756 d68756 d88857 \
            d98957 da8a58 db8b58 dd8b59 de8c59 df8d5a e08e5a e28e5b e38f5b e4905c e5915c e6925d e8925d e9935e ea945e eb955f \
            ed955f ee9660 ef9760 f09861 f29961 f39962 f49a62 f59b63 f79c63 f89d63 f99d64 fa9e64 fb9f65 fda065 fea066 ffa166 \
            ffa267 ffa367 ffa468 ffa468 ffa569 ffa669 ffa76a ffa76a ffa86b ffa96b ffaa6c ffab6c ffab6d ffac6d ffad6e ffae6e \
            ffae6f ffaf6f ffb070 ffb170 ffb271 ffb271 ffb372 ffb472 ffb573 ffb673 ffb674 ffb774 ffb875 ffb975 ffb976 ffba76 \
            ffbb77 ffbc77 ffbd78 ffbd78 ffbe79 ffbf79 ffc07a ffc07a ffc17b ffc27b ffc37c ffc47c ffc47d ffc57d ffc67e ffc77e",
        reversed_fixes: "",
    },
    CmapTable {
        name: "pink",
        rgb: "\
            1e0000 220606 270c0c 2c1313 311919 351c1c 381f1f 3c2222 3f2424 422626 452929 482b2b 4a2d2d 4d2e2e 4f3030 523232 \
            543434 573535 593737 5b3838 5d3a3a 5f3b3b 613d3d 633e3e 653f3f 674141 694242 6b4343 6d4444 6e4646 704747 724848 \
            744949 754a4a 774b4b 794d4d 7a4e4e 7c4f4f 7d5050 7f5151 805252 825353 835454 855555 865656 885757 895858 8b5959 \
            8c5a5a 8d5b5b 8f5c5c 905d5d 925e5e 935e5e 945f5f 966060 976161 986262 996363 9b6464 9c6464 9d6565 9e6666 a06767 \
            a16868 a26969 a36969 a56a6a a66b6b a76c6c a86d6d a96d6d aa6e6e ac6f6f ad7070 ae7070 af7171 b07272 b17373 b27373 \
            b37474 b47575 b67676 b77676 b87777 b97878 ba7878 bb7979 bc7a7a bd7b7b be7b7b bf7c7c c07d7d c17d7d c27f7e c2807f \
            c2827f c38380 c38581 c48681 c48882 c58983 c58b83 c58c84 c68d84 c68f85 c79086 c79186 c89387 c89488 c89588 c99789 \
            c99889 ca998a ca9b8b cb9c8b cb9d8c cb9e8d cca08d cca18e cda28e cda38f cda490 cea690 cea791 cfa891 cfa992 d0aa92 \
            d0ab93 d0ad94 d1ae94 d1af95 d2b095 d2b196 d2b296 d3b397 d3b498 d4b598 d4b699 d4b899 d5b99a d5ba9a d6bb9b d6bc9b \
            d6bd9c d7be9d d7bf9d d8c09e d8c19e d8c29f d9c39f d9c4a0 d9c5a0 dac6a1 dac7a1 dbc8a2 dbc9a2 dbcaa3 dccba3 dccca4 \
            ddcda4 ddcea5 ddcfa5 ded0a6 ded1a6 ded1a7 dfd2a7 dfd3a8 e0d4a8 e0d5a9 e0d6aa e1d7aa e1d8aa e2d9ab e2daab e2dbac \
            e3dcac e3dcad e3ddad e4deae e4dfae e5e0af e5e1af e5e2b0 e6e3b0 e6e3b1 e6e4b1 e7e5b2 e7e6b2 e7e7b3 e8e8b3 e8e8b4 \
            e9e9b6 e9e9b7 e9e9b9 eaeaba eaeabb eaeabd ebebbe ebebbf ebebc1 ececc2 ececc3 ededc4 ededc6 ededc7 eeeec8 eeeec9 \
            eeeecb efefcc efefcd efefce f0f0d0 f0f0d1 f0f0d2 f1f1d3 f1f1d4 f2f2d6 f2f2d7 f2f2d8 f3f3d9 f3f3da f3f3db f4f4dd \
            f4f4de f4f4df f5f5e0 f5f5e1 f5f5e2 f6f6e3 f6f6e4 f6f6e6 f7f7e7 f7f7e8 f7f7e9 f8f8ea f8f8eb f8f8ec f9f9ed f9f9ee \
            f9f9ef fafaf0 fafaf1 fafaf2 fbfbf3 fbfbf4 fbfbf5 fcfcf6 fcfcf7 fcfcf8 fdfdf9 fdfdfb fdfdfc fefefd fefefe ffffff",
        reversed_fixes: "",
    },
    CmapTable {
        name: "turbo",
        rgb: "\
            30123b 311542 32184a 341b51 351e58 36215f 372365 38266c 392972 3a2c79 3b2f7f 3c3285 3c358b 3d3791 3e3a96 3f3d9c \
            4040a1 4043a6 4145ab 4148b0 424bb5 434eba 4350be 4353c2 4456c7 4458cb 455bce 455ed2 4560d6 4563d9 4666dd 4668e0 \
            466be3 466de6 4670e8 4673eb 4675ed 4678f0 467af2 467df4 467ff6 4682f8 4584f9 4587fb 4589fc 448cfd 438efd 4291fe \
            4193fe 4096fe 3f98fe 3e9bfe 3c9dfd 3ba0fc 39a2fc 38a5fb 36a8f9 34aaf8 33acf6 31aff5 2fb1f3 2db4f1 2bb6ef 2ab9ed \
            28bbeb 26bde9 25c0e6 23c2e4 21c4e1 20c6df 1ec9dc 1dcbda 1ccdd7 1bcfd4 1ad1d2 19d3cf 18d5cc 18d7ca 17d9c7 17dac4 \
            17dcc2 17debf 18e0bd 18e1ba 19e3b8 1ae4b6 1be5b4 1de7b1 1ee8af 20e9ac 22eba9 24eca6 27eda3 29eea0 2cef9d 2ff09a \
            32f197 35f394 38f491 3bf48d 3ff58a 42f687 46f783 4af880 4df97c 51f979 55fa76 59fb72 5dfb6f 61fc6c 65fc68 69fd65 \
            6dfd62 71fd5f 74fe5c 78fe59 7cfe56 80fe53 84fe50 87fe4d 8bfe4b 8efe48 92fe46 95fe44 98fe42 9bfd40 9efd3e a1fc3d \
            a4fc3b a6fb3a a9fb39 acfa37 aef937 b1f836 b3f835 b6f735 b9f534 bbf434 bef334 c0f233 c3f133 c5ef33 c8ee33 caed33 \
            cdeb34 cfea34 d1e834 d4e735 d6e535 d8e335 dae236 dde036 dfde36 e1dc37 e3da37 e5d838 e7d738 e8d538 ead339 ecd139 \
            edcf39 efcd39 f0cb3a f2c83a f3c63a f4c43a f6c23a f7c039 f8be39 f9bc39 f9ba38 fab737 fbb537 fbb336 fcb035 fcae34 \
            fdab33 fda932 fda631 fda330 fea12f fe9e2e fe9b2d fe982c fd952b fd9229 fd8f28 fd8c27 fc8926 fc8624 fb8323 fb8022 \
            fa7d20 fa7a1f f9771e f8741c f7711b f76e1a f66b18 f56817 f46516 f36315 f26014 f15d13 ef5a11 ee5810 ed550f ec520e \
            ea500d e94d0d e84b0c e6490b e5460a e3440a e24209 e04008 de3e08 dd3c07 db3a07 d93806 d73606 d63405 d43205 d23005 \
            d02f04 ce2d04 cb2b03 c92903 c72803 c52602 c32402 c02302 be2102 bb1f01 b91e01 b61c01 b41b01 b11901 ae1801 ac1601 \
            a91501 a61401 a31201 a01101 9d1001 9a0e01 970d01 940c01 910b01 8e0a01 8b0901 870801 840701 810602 7d0502 7a0402",
        reversed_fixes: "",
    },
    CmapTable {
        name: "tab10",
        rgb: "\
            1f77b4 ff7f0e 2ca02c d62728 9467bd 8c564b e377c2 7f7f7f bcbd22 17becf",
        reversed_fixes: "",
    },
    CmapTable {
        name: "tab20",
        rgb: "\
            1f77b4 aec7e8 ff7f0e ffbb78 2ca02c 98df8a d62728 ff9896 9467bd c5b0d5 8c564b c49c94 e377c2 f7b6d2 7f7f7f c7c7c7 \
            bcbd22 dbdb8d 17becf 9edae5",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Pastel1",
        rgb: "\
            fbb4ae b3cde3 ccebc5 decbe4 fed9a6 ffffcc e5d8bd fddaec f2f2f2",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Set1",
        rgb: "\
            e41a1c 377eb8 4daf4a 984ea3 ff7f00 ffff33 a65628 f781bf 999999",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Set2",
        rgb: "\
            66c2a5 fc8d62 8da0cb e78ac3 a6d854 ffd92f e5c494 b3b3b3",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Set3",
        rgb: "\
            8dd3c7 ffffb3 bebada fb8072 80b1d3 fdb462 b3de69 fccde5 d9d9d9 bc80bd ccebc5 ffed6f",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Paired",
        rgb: "\
            a6cee3 1f78b4 b2df8a 33a02c fb9a99 e31a1c fdbf6f ff7f00 cab2d6 6a3d9a ffff99 b15928",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Accent",
        rgb: "\
            7fc97f beaed4 fdc086 ffff99 386cb0 f0027f bf5b16 666666",
        reversed_fixes: "",
    },
    CmapTable {
        name: "Dark2",
        rgb: "\
            1b9e77 d95f02 7570b3 e7298a 66a61e e6ab02 a6761d 666666",
        reversed_fixes: "",
    },
];
