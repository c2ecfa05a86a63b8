package render

import "strings"

// chineseWords are the words of the program's Chinese texts that a line must not split.
// Chinese has no spaces, so a line may break between any two characters — but a break
// inside a word such as 排长 or 司令 reads as two words (排 / 长). Wrap keeps these whole
// (longest match first); characters outside them still break anywhere. Add a word here when
// a new text would look broken across lines; a WORD JOINER (U+2060) in a text glues two
// characters for a one-off case.
var chineseWords = strings.Fields(`
	司令 军长 师长 旅长 团长 营长 连长 排长 工兵 地雷 炸弹 军旗 暗子
	将军 鼓手 步兵 骑兵 火炮 战车 战象 弓箭手 兵种 兵力 军队
	南方 北方 东方 西方 东北 东南 西南 西北 南北 东西 己方 敌方 对方 双方 各方 一方 哪一方 某一方
	军棋 拿破仑 拿破仑战棋 战棋 陆战棋 战术棋 亚历山大 亚历山大战棋 中国
	暗棋 明棋 翻棋 和棋 走棋 行棋 棋子 棋盘 棋谱 对局 对弈 对战 布阵 阵型 阵地 阵亡
	左旗阵 右旗阵 铁桶阵 中路 大本营 行营 铁路 行军 率军
	玩家 电脑 人数 双人 三人 四人 四国 十字 同屏 玩法 高手 新手
	中线 过中线 一排 两排 最前排 底线 回合 本回合 下回合 每回合 上限 回合上限
	地形 平地 村庄 森林 沼泽 山丘 地图 预设 随机 对称 镜像 格子 空格 位置 方向 朝向 视线 范围
	交战 吃子 吃掉 进攻方 防守方 同归于尽 触雷 出局 获胜 胜负 认输 议和 提和 终局 提议
	同意 拒绝 确定 取消 返回 关闭 完成 撤销 结束 开始 继续 保存 载入 删除 清空 恢复 默认
	设置 关于 退出 菜单 主菜单 语言 声音 系统 跟随 版本 字体 设备 屏幕 浏览器 存储 空间 本地
	文件 文件夹 存档 程序 读取 下载 无法 出错 另行 保留 更新 来自 允许 不允许
	一步 一子 一局 一张 一台 一样 一切 两个 两名 两次 三次 第一次 二对二 各自为战 无路可走 身份不明
	连续 这么 没有 不能 不能再 不会 不得 不用 不靠 不合 不是 不计分 计分 分数 得分 目标 数量 等级 数字
	所有 自己 只能 可以 即使 即可 必须 正好 最多 最后 其余 其他 其他人 之间 之前 以外 相邻 相同 所在
	看到 看得到 互相 结盟 盟友 担任 裁判 打乱 背面 朝上 秘密 开战 翻开 翻明 亮明 明摆
	轮流 轮到 转到 下方 上方 位于 中间 奇数 显示 提示 交接 转动 转向 标出 方便
	进入 越过 跳跃 掩护 夺取 运气 影响 移动 战斗 阻挡 惊吓 战马 始终 古代 其上
	现成 选择 布置 公平 无偏 点按 切换 商定 抽签 决定 先走 先后 摆好 互换 拖到 摆在 放在 摆完
	挑选 组建 指定 正在 回避 准备 准备好 交给 查看 哪里 思考 走到 走动 推到 拿起 放回 换成 布好
	颜色 这个 连走 规则 合法 走法 现在 这样 是否 局面 出现 同一 达到 领先 暂无 着法
	原作者 发布 免费 游戏 禁止 商业 用途 使用 开发 丢失 当前 将会 留下 空出 通行 仍可
	堵住 思考中 还没有 已满 对家 逆时针 顺时针`)

// wordSet and longestWord index chineseWords for the longest-match search.
var wordSet, longestWord = func() (map[string]bool, int) {
	set := make(map[string]bool, len(chineseWords))
	n := 0
	for _, w := range chineseWords {
		set[w] = true
		n = max(n, len([]rune(w)))
	}
	return set, n
}()

// wordStarts marks, for a run of Chinese characters, which characters begin a word: a line
// may break before those only. It matches the longest known word of at most longest
// characters at each place, left to right; a character in no such word stands alone.
func wordStarts(run []rune, longest int) []bool {
	starts := make([]bool, len(run))
	for i := 0; i < len(run); {
		n := 1
		for k := min(longest, len(run)-i); k > 1; k-- {
			if wordSet[string(run[i:i+k])] {
				n = k
				break
			}
		}
		starts[i] = true
		i += n
	}
	return starts
}
